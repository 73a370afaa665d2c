/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 */
#ifndef ACLNN_UTIL_H_
#define ACLNN_UTIL_H_

#define ACLNN_API __attribute__((visibility("default")))

#endif  // ACLNN_UTIL_H_
