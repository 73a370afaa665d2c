// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Binding a case to an operator: which case input takes each tensor and scalar role (by name, else the
// next one of its kind in the case's order), and each output's dtype and shape where the case leaves them
// to the operator (its default dtypes, the broadcast shape of the first two inputs).
#ifndef ACLP_TOOLS_ACCURACY_BINDING_H_
#define ACLP_TOOLS_ACCURACY_BINDING_H_

#include <cstddef>
#include <string>
#include <vector>

#include "case_file.h"
#include "operand.h"
#include "operators.h"

namespace accuracy {

struct Binding {
    std::vector<Operand> inputs;      // the operator's tensor inputs, in its order
    std::vector<size_t> inputIndex;   // the case input each of them is
    std::vector<Operand> outputs;     // the operator's outputs, in its order
    std::vector<size_t> scalarIndex;  // the case input each scalar role takes
};

// Throws CaseFailure ("case error: ...") when the case lacks an input the operator needs.
void Bind(const TestCase &c, const OpDef &op, Binding *b);
// An output of packed bits: UINT1, or the operator's mask output in any dtype.
bool OutputIsBits(const Binding &b, const OpDef &op, size_t k);
// "FLOAT16", "FLOAT16,BF16->FLOAT", ...: the inputs' dtypes (not the mask's), then out's where it differs.
std::string DtypeLabel(const Binding &b, int bitsInput);

}  // namespace accuracy

#endif  // ACLP_TOOLS_ACCURACY_BINDING_H_
