// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The operators the tool can run: their inputs and outputs as case files name them, their calls
// through the public two-stage ACLNN API, and an element-wise golden written from the operators' docs alone
// (in double precision, independent of the library under test).
#ifndef ACLP_ACCURACY_OPERATORS_H_
#define ACLP_ACCURACY_OPERATORS_H_

#include <cstdint>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "aclnn/acl_meta.h"
#include "case_file.h"

namespace accuracy {

// One input element as the golden sees it: its exact value and its bits.
struct ElementIn {
    double real = 0.0;    // floating dtypes (and integers, converted, for reports)
    int64_t integer = 0;  // integer dtypes; UINT1: the bit
    uint64_t bits = 0;
};

// The scalar input as the operator received it.
struct ScalarIn {
    aclDataType dtype = ACL_DT_UNDEFINED;  // the dtype the aclScalar was created with
    double real = 0.0;                     // its exact value
    bool isInteger = false;
    int64_t integer = 0;
};

// One output element of the golden: the exact mathematical result (for tolerance standards) and the
// bits the contract requires in the output dtype (for bitwise and integer comparison; UINT1: 0/1).
struct ElementOut {
    double exact = 0.0;
    uint64_t ref = 0;
};

struct GoldenContext {
    std::vector<aclDataType> inDtypes;   // tensor inputs, in role order
    std::vector<aclDataType> outDtypes;  // outputs, in order
    ScalarIn scalar;
};

struct OpDef {
    std::string aclnnName;
    // Tensor inputs in call order; each lists the names case files use for it (ATK uses both
    // "self" and "x"). The scalar, if any, comes after them.
    std::vector<std::vector<std::string>> tensorInputs;
    std::vector<std::string> scalarInput;  // empty: none
    std::vector<std::string> outputs;
    bool broadcasts = false;
    // Output dtypes when the case gives none.
    std::vector<aclDataType> (*defaultOutputDtypes)(const std::vector<aclDataType> &inDtypes);
    aclnnStatus (*phase1)(aclTensor *const *in, const aclScalar *scalar, aclTensor *const *out, uint64_t *workspace,
                          aclOpExecutor **executor);
    aclnnStatus (*phase2)(void *workspace, uint64_t size, aclOpExecutor *executor, aclrtStream stream);
    void (*golden)(const GoldenContext &ctx, const ElementIn *in, ElementOut *out);
    // The tensor input that holds packed bits whatever its dtype (a UINT8 mask is read bit by bit), or -1.
    int bitsInput = -1;
    int bitsOutput = -1;  // likewise for an output (ReluV2's mask may be UINT8 holding the packed bytes)
};

// Finds the operator a case calls: by aclnn_name, else by api_type / name ("threshold_backward", ...).
const OpDef *FindOperator(const TestCase &c);
const std::vector<OpDef> &AllOperators();

// PyTorch's type promotion for the floating dtypes these operators take.
aclDataType PromoteFloating(aclDataType a, aclDataType b);

}  // namespace accuracy

#endif  // ACLP_ACCURACY_OPERATORS_H_
