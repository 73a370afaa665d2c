// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// What the operator table (operator_table.inc) knows about an operator, as each operator's folder defines
// it in op_def/<folder>_def.cpp: its names, its tensors and scalar as CANN's signature orders them, how
// output dtypes follow input dtypes, its two-stage call through the public API, and an element-wise golden
// written from the operator's docs alone (double precision, independent of the library under test). The
// accuracy tool, the tests, the fuzzers and the benchmarks read operators from here, through the public
// headers only.
#ifndef ACLP_ACTIVATION_OPERATOR_DEF_H_
#define ACLP_ACTIVATION_OPERATOR_DEF_H_

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "acl/acl.h"
#include "aclnn/acl_meta.h"

namespace optable {

// One input element as the golden sees it: its exact value and its bits.
struct ElementIn {
    double real = 0.0;    // floating dtypes (and integers, converted, for reports); complex: the real part
    int64_t integer = 0;  // integer dtypes; UINT1: the bit
    uint64_t bits = 0;    // complex: the real part's
    double imag = 0.0;    // complex dtypes: the imaginary part (0 for the others)
    uint64_t imagBits = 0;
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
// A complex output: the real part in exact/ref, the imaginary part in exactImag/refImag (bits of the parts' dtype).
struct ElementOut {
    double exact = 0.0;
    uint64_t ref = 0;
    double exactImag = 0.0;
    uint64_t refImag = 0;
};

struct GoldenContext {
    std::vector<aclDataType> inDtypes;   // tensor inputs, in role order
    std::vector<aclDataType> outDtypes;  // outputs, in order
    std::vector<ScalarIn> scalars;       // scalar inputs, in role order
};

// An operator's row, as its folder's op_def/<folder>_def.cpp writes it field by field (`def.dtypes = {...};`): a
// field it leaves out keeps the default given here.
struct OperatorDef {
    std::string aclnnName;  // "aclnnThresholdBackward"
    std::string folder;     // "threshold_grad_v2_d" (set from the table)
    // Tensor inputs in call order; each lists the names case files use for it (ATK uses both "self" and
    // "x"); the first is the name in CANN's signature. The scalars, if any, come after them, named alike.
    std::vector<std::vector<std::string>> tensorInputs;
    std::vector<std::vector<std::string>> scalarInputs;
    std::vector<std::string> outputs;  // after the inputs in the signature
    bool broadcasts = false;
    // Output dtypes when a case gives none.
    std::vector<aclDataType> (*defaultOutputDtypes)(const std::vector<aclDataType> &inDtypes) = nullptr;
    // GetWorkspaceSize with the tensors and scalars in the roles above.
    aclnnStatus (*phase1)(aclTensor *const *in, const aclScalar *const *scalars, aclTensor *const *out,
                          uint64_t *workspace, aclOpExecutor **executor) = nullptr;
    aclnnStatus (*phase2)(void *workspace, uint64_t size, aclOpExecutor *executor, aclrtStream stream) = nullptr;
    void (*golden)(const GoldenContext &ctx, const ElementIn *in, ElementOut *out) = nullptr;
    // The tensor input that holds packed bits whatever its dtype (a UINT8 mask is read bit by bit), or -1.
    int bitsInput = -1;
    int bitsOutput = -1;  // likewise for an output (ReluV2's mask may be UINT8 holding the packed bytes)
    // The dtypes the operator takes when every tensor but a mask has the same one (the default SoC
    // profile), for tests that sweep them.
    std::vector<aclDataType> dtypes;
    // Lower-case names a case file may give as api_type or name instead of aclnn_name
    // ("threshold_backward"); the longest one contained in the case's names wins.
    std::vector<std::string> apiTypes;
    // Whether it multiplies or adds values (rather than only selecting or copying them): such an
    // operator may slow down on subnormal inputs, which the benchmark measures.
    bool arithmetic = false;
    // For an operator that reads or writes a 1-bit mask: the operator computing the same from full-width
    // data (aclnn name), which the benchmark times it against. Empty: none.
    std::string fullWidthCounterpart;
    // The scalar role that stands for a bool parameter of the aclnn call (an ATK "attr" input, such as
    // LeakyReluBackward's selfIsResult), or -1. Callers pass AttributeScalar(value) in that role; the
    // phase-1 adapter reads it back with AttributeValue.
    int boolAttribute = -1;
    // CANN's in-place entry (aclnnInplace<Op>), where it has one: the tensor inputs and scalars as above,
    // no outputs; the first input is written (selfRef). Empty name and null calls: none.
    std::string inplaceName{};
    aclnnStatus (*inplacePhase1)(aclTensor *const *in, const aclScalar *const *scalars, uint64_t *workspace,
                                 aclOpExecutor **executor) = nullptr;
    aclnnStatus (*inplacePhase2)(void *workspace, uint64_t size, aclOpExecutor *executor, aclrtStream stream) = nullptr;

    // The attributes of the operator's GE kernel, as TTK kernel CSVs give them (by the prototype's names),
    // with the prototype's defaults. One named like a scalar role (a name in scalarInputs) is passed in that
    // role, the default where a row gives none; one the aclnn entry has no parameter for runs at its default
    // only (a row giving another value is an error, never a silent pass).
    std::vector<std::pair<std::string, double>> kernelAttributes{};
    // The SoC profiles (CANN's chip names: "Ascend910", "Ascend910B", "Ascend910_93", "Ascend950") whose CANN has no
    // such operator: its entry refuses every call there. On the others it takes `dtypes`, except that Ascend910
    // (Atlas training products) has no BFLOAT16.
    std::vector<std::string> socProfilesWithout{};
    // Its dtype lists per profile follow more than the rule above (CANN's differ per chip, or with a scalar's
    // value): its own folder's test checks them, not the table-driven one.
    bool socListsDependOnArguments = false;

    // Signature order: inputs, then outputs.
    size_t TensorCount() const { return tensorInputs.size() + outputs.size(); }
    const std::string &RoleName(size_t k) const
    {
        return k < tensorInputs.size() ? tensorInputs[k][0] : outputs[k - tensorInputs.size()];
    }
    // phase1 with the call's tensors in one array, in signature order.
    aclnnStatus Phase1InSignatureOrder(aclTensor *const *tensors, const aclScalar *const *scalars, uint64_t *workspace,
                                       aclOpExecutor **executor) const
    {
        return phase1(tensors, scalars, tensors + tensorInputs.size(), workspace, executor);
    }
    bool IsMaskRole(size_t k) const
    {
        return k < tensorInputs.size() ? static_cast<int>(k) == bitsInput
                                       : static_cast<int>(k - tensorInputs.size()) == bitsOutput;
    }
};

// The output dtype rule of most operators: the first input's dtype.
std::vector<aclDataType> SameAsFirstInput(const std::vector<aclDataType> &inDtypes);
// That of gradients: the promoted floating dtype of the first two inputs (FLOAT16 with BFLOAT16 is FLOAT).
std::vector<aclDataType> PromotedOfFirstTwoInputs(const std::vector<aclDataType> &inDtypes);

// A real result r, already rounded to the dtype it was computed in, stored as output dtype `dtype` as PyTorch
// converts it (RoundToBitsLikeTorch); a COMPLEX64/COMPLEX128 output takes r as its real part, rounded to the
// parts' dtype, and +0 as its imaginary part. `exact` is the exact mathematical result.
void SetRealResult(aclDataType dtype, double exact, double r, ElementOut *out);

// A scalar read as float32, as CANN's entries read float attributes (aclScalar::ToFloat): rounded to the
// nearest float32, +-Inf from 2^128 - 2^103 on (halfway past the largest float).
double ScalarAsFloat32(const ScalarIn &s);

// An integer as PyTorch (and CANN's Cast) converts it to a floating dtype: to float32 first (one rounding of the
// exact integer, as C++ converts), then to FLOAT16/BFLOAT16 (a second rounding, which can differ from rounding the
// integer once: 0x6c40003530540546 gives BFLOAT16 0x5ed8, not 0x5ed9).
double IntegerAsFloating(int64_t v, aclDataType dtype);
// A scalar's value in integer dtype `dtype`: floats truncate, then the value wraps to the dtype's width as a C++
// conversion does (-17 is 239 for UINT8).
int64_t ScalarAsInteger(const ScalarIn &s, aclDataType dtype);
// An integer wrapped to integer dtype `dtype`'s width (sign-extended for the signed ones).
int64_t WrapToInteger(int64_t v, aclDataType dtype);
// The bits of integer `v` in integer dtype `dtype`: its low bytes, as a C++ conversion wraps.
uint64_t IntegerBits(int64_t v, aclDataType dtype);

// A bool parameter travels through the table's scalar roles as one of two scalars made once (the tool and
// the tests make their scalars through the public API, which has no way to read one back): the one for
// `value`, and what a scalar in such a role means (any other scalar, e.g. the generic tests' INT32 0: false).
const aclScalar *AttributeScalar(bool value);
bool AttributeValue(const aclScalar *scalar);

// `def` with CANN's in-place entry (aclnnInplace<Op>) set: its name and its two stages.
OperatorDef WithInplace(OperatorDef def, const char *name,
                        aclnnStatus (*phase1)(aclTensor *const *in, const aclScalar *const *scalars,
                                              uint64_t *workspace, aclOpExecutor **executor),
                        aclnnStatus (*phase2)(void *workspace, uint64_t size, aclOpExecutor *executor,
                                              aclrtStream stream));

// Every operator of the table, in its order. (Each folder defines `OperatorDef <Api>Operator()`.)
const std::vector<OperatorDef> &AllOperators();
// By aclnn name ("aclnnReluV2"); nullptr when the table has none.
const OperatorDef *FindOperatorByName(const std::string &aclnnName);

}  // namespace optable

#endif  // ACLP_ACTIVATION_OPERATOR_DEF_H_
