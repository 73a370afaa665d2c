// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Dumping a case that ran, for the PyTorch cross-check: each input and output as dense bytes in row-major
// order (masks: their packed bytes) and a JSON manifest naming them, their dtypes and shapes and the
// scalars' values.
#ifndef ACLP_TOOLS_ACCURACY_DUMPING_H_
#define ACLP_TOOLS_ACCURACY_DUMPING_H_

#include <vector>

#include "acl/acl.h"
#include "binding.h"
#include "case_file.h"
#include "operators.h"
#include "runner.h"

namespace accuracy {

// Writes into options.dumpDir; false when the manifest could not be written (a data file that cannot be
// written throws CaseFailure).
bool DumpCase(const TestCase &c, const RunOptions &options, const OpDef &op, const GoldenContext &golden,
              const std::vector<aclScalar *> &scalars, const Binding &b);

}  // namespace accuracy

#endif  // ACLP_TOOLS_ACCURACY_DUMPING_H_
