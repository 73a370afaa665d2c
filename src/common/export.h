// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Our libraries build with hidden visibility; internal C++ entry points that one of our libraries
// calls in another (libopapi -> libnnopbase -> libascendcl) are marked with ACLP_EXPORT.
#ifndef ACLP_COMMON_EXPORT_H_
#define ACLP_COMMON_EXPORT_H_

#define ACLP_EXPORT __attribute__((visibility("default")))

#endif  // ACLP_COMMON_EXPORT_H_
