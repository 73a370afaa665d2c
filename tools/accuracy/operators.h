// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The operators the tool can run: the operator table's definitions (activation/operator_def.h), and how a
// case names the operator it calls.
#ifndef ACLP_TOOLS_ACCURACY_OPERATORS_H_
#define ACLP_TOOLS_ACCURACY_OPERATORS_H_

#include <vector>

#include "case_file.h"
#include "operator_def.h"

namespace accuracy {

using optable::AllOperators;
using optable::ElementIn;
using optable::ElementOut;
using optable::GoldenContext;
using optable::ScalarIn;
using OpDef = optable::OperatorDef;

// Finds the operator a case calls: by aclnn_name, else by api_type / name ("threshold_backward", ...).
const OpDef *FindOperator(const TestCase &c);

}  // namespace accuracy

#endif  // ACLP_TOOLS_ACCURACY_OPERATORS_H_
