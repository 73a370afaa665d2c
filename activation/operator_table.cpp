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

std::vector<aclDataType> SameAsFirstInput(const std::vector<aclDataType> &inDtypes)
{
    return {inDtypes.at(0)};
}

std::vector<aclDataType> PromotedOfFirstTwoInputs(const std::vector<aclDataType> &inDtypes)
{
    return {accuracy::PromoteFloating(inDtypes.at(0), inDtypes.at(1))};
}

double ScalarAsFloat32(const ScalarIn &s)
{
    const double v = s.isInteger ? static_cast<double>(s.integer) : s.real;
    if (std::fabs(v) >= std::ldexp(1.0, 128) - std::ldexp(1.0, 103)) {
        return std::copysign(INFINITY, v);
    }
    return accuracy::RoundTo(ACL_FLOAT, v);
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
