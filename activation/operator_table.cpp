// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The registry of operator definitions, built from operator_table.inc.
#include "operator_def.h"

#include <cmath>

#include "dtypes.h"

namespace optable {

// Each folder's op_def/<folder>_def.cpp defines <Api>Operator().
#define ACLP_OPERATOR(folder, api) OperatorDef api##Operator();
#include "operator_table.inc"
#undef ACLP_OPERATOR

namespace {

OperatorDef WithFolder(OperatorDef def, const char *folder)
{
    def.folder = folder;  // the table names the folder once
    return def;
}

}  // namespace

const std::vector<OperatorDef> &AllOperators()
{
    static const std::vector<OperatorDef> all = {
#define ACLP_OPERATOR(folder, api) WithFolder(api##Operator(), #folder),
#include "operator_table.inc"
#undef ACLP_OPERATOR
    };
    return all;
}

OperatorDef WithInplace(OperatorDef def, const char *name,
                        aclnnStatus (*phase1)(aclTensor *const *, const aclScalar *const *, uint64_t *,
                                              aclOpExecutor **),
                        aclnnStatus (*phase2)(void *, uint64_t, aclOpExecutor *, aclrtStream))
{
    def.inplaceName = name;
    def.inplacePhase1 = phase1;
    def.inplacePhase2 = phase2;
    return def;
}

const aclScalar *AttributeScalar(bool value)
{
    static const bool kValues[2] = {false, true};
    static aclScalar *const kScalars[2] = {aclCreateScalar(const_cast<bool *>(&kValues[0]), ACL_BOOL),
                                           aclCreateScalar(const_cast<bool *>(&kValues[1]), ACL_BOOL)};
    return kScalars[value ? 1 : 0];
}

bool AttributeValue(const aclScalar *scalar)
{
    return scalar != nullptr && scalar == AttributeScalar(true);
}

std::vector<aclDataType> SameAsFirstInput(const std::vector<aclDataType> &inDtypes)
{
    return {inDtypes.at(0)};
}

std::vector<aclDataType> PromotedOfFirstTwoInputs(const std::vector<aclDataType> &inDtypes)
{
    return {accuracy::PromoteFloating(inDtypes.at(0), inDtypes.at(1))};
}

void SetRealResult(aclDataType dtype, double exact, double r, ElementOut *out)
{
    out->exact = exact;
    const aclDataType part = accuracy::ComplexPart(dtype);
    if (part == ACL_DT_UNDEFINED) {
        out->ref = accuracy::RoundToBitsLikeTorch(dtype, r);
        return;
    }
    out->ref = accuracy::RoundToBits(part, r);
    out->exactImag = 0.0;
    out->refImag = accuracy::RoundToBits(part, 0.0);
}

double ScalarAsFloat32(const ScalarIn &s)
{
    const double v = s.isInteger ? static_cast<double>(s.integer) : s.real;
    if (std::fabs(v) >= std::ldexp(1.0, 128) - std::ldexp(1.0, 103)) {
        return std::copysign(INFINITY, v);
    }
    return accuracy::RoundTo(ACL_FLOAT, v);
}

double IntegerAsFloating(int64_t v, aclDataType dtype)
{
    return accuracy::RoundTo(dtype, static_cast<double>(static_cast<float>(v)));
}

int64_t WrapToInteger(int64_t v, aclDataType dtype)
{
    const size_t bits = 8 * accuracy::ElementBytes(dtype);
    if (bits >= 64) {
        return v;
    }
    const uint64_t mask = (uint64_t{1} << bits) - 1;
    uint64_t u = static_cast<uint64_t>(v) & mask;
    if (accuracy::IntegerMin(dtype) < 0 && (u >> (bits - 1)) != 0) {
        u |= ~mask;  // sign-extend
    }
    return static_cast<int64_t>(u);
}

int64_t ScalarAsInteger(const ScalarIn &s, aclDataType dtype)
{
    int64_t v = s.integer;
    if (!s.isInteger) {
        v = std::fabs(s.real) < 9.2e18 ? static_cast<int64_t>(std::trunc(s.real)) : 0;
    }
    return WrapToInteger(v, dtype);
}

uint64_t IntegerBits(int64_t v, aclDataType dtype)
{
    const size_t bytes = accuracy::ElementBytes(dtype);
    return bytes >= 8 ? static_cast<uint64_t>(v) : static_cast<uint64_t>(v) & ((uint64_t{1} << (8 * bytes)) - 1);
}

const OperatorDef *FindOperatorByName(const std::string &aclnnName)
{
    for (const OperatorDef &op : AllOperators()) {
        if (op.aclnnName == aclnnName) {
            return &op;
        }
    }
    return nullptr;
}

}  // namespace optable
