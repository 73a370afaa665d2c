// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Judging a call's outputs: every output element, walked in the output's row-major order with each input
// broadcast onto it, goes through the operator's golden; the case's standard (and, with --strict, the
// bitwise one for floating outputs) compares, chunk by chunk; mask outputs compare bit by bit.
#ifndef ACLP_TOOLS_ACCURACY_JUDGING_H_
#define ACLP_TOOLS_ACCURACY_JUDGING_H_

#include "binding.h"
#include "case_file.h"
#include "operators.h"
#include "runner.h"

namespace accuracy {

// Fills result's pass, worst, detail, outputs and standard. Throws CaseFailure when a call that should
// have failed succeeded (an output of another shape, an input that does not broadcast).
void JudgeOutputs(const TestCase &c, const RunOptions &options, const OpDef &op, const GoldenContext &golden,
                  const Binding &b, CaseResult *result);

}  // namespace accuracy

#endif  // ACLP_TOOLS_ACCURACY_JUDGING_H_
