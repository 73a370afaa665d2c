// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// An operator's own suite (activation/<op>/tests/st/aclnn<Op>/portable_aclnn<Op>.json) as the table-driven tests
// read it: its cases, the ones that run, and dense copies of them at any size.
#ifndef ACLP_TESTS_OPERATORS_OPERATOR_SUITE_H_
#define ACLP_TESTS_OPERATORS_OPERATOR_SUITE_H_

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "case_file.h"
#include "common/test_util.h"
#include "operator_def.h"

namespace aclp_test {

inline const std::vector<accuracy::TestCase> &SuiteOf(const optable::OperatorDef &op)
{
    static std::map<std::string, std::vector<accuracy::TestCase>> suites;
    auto found = suites.find(op.aclnnName);
    if (found == suites.end()) {
        const std::string path = std::string(ACLP_SOURCE_DIR) + "/activation/" + op.folder + "/tests/st/" +
                                 op.aclnnName + "/portable_" + op.aclnnName + ".json";
        found = suites.emplace(op.aclnnName, accuracy::LoadAtkFile(path)).first;
    }
    return found->second;
}

// A case that runs (no bad input, parsed).
inline bool Runs(const accuracy::TestCase &c)
{
    return !c.expectError && c.parseError.empty();
}

inline int64_t LargestTensor(const accuracy::TestCase &c)
{
    int64_t largest = 1;
    for (const std::vector<accuracy::TensorSpec> *specs : {&c.inputs, &c.outputs}) {
        for (const accuracy::TensorSpec &t : *specs) {
            if (!t.isScalar) {
                largest = std::max(largest, Numel(t.hasStorageShape ? t.storageShape : t.shape));
            }
        }
    }
    return largest;
}

// Whether `t` is the operator's 1-bit mask input.
inline bool IsMask(const optable::OperatorDef &op, const accuracy::TensorSpec &t)
{
    if (op.bitsInput < 0) {
        return false;
    }
    const std::vector<std::string> &names = op.tensorInputs[static_cast<size_t>(op.bitsInput)];
    return std::find(names.begin(), names.end(), t.name) != names.end();
}

// The one dtype of a case's tensor inputs (a mask aside), or ACL_DT_UNDEFINED when they lie other than dense or
// differ in dtype.
inline aclDataType CaseDtype(const optable::OperatorDef &op, const accuracy::TestCase &c)
{
    aclDataType dtype = ACL_DT_UNDEFINED;
    for (const accuracy::TensorSpec &t : c.inputs) {
        if (t.isScalar) {
            continue;
        }
        if (t.isNull || t.nullData || t.hasStrides || t.offset != 0 || t.hasStorageShape || !t.aliasOf.empty() ||
            t.hasClaimedStorage || t.hasDtypeCode || t.hasFormatCode) {
            return ACL_DT_UNDEFINED;
        }
        if (IsMask(op, t)) {
            if (t.dtype != ACL_UINT1) {
                return ACL_DT_UNDEFINED;
            }
        } else if (dtype == ACL_DT_UNDEFINED) {
            dtype = t.dtype;
        } else if (t.dtype != dtype) {
            return ACL_DT_UNDEFINED;
        }
    }
    return dtype;
}

// Every tensor input but a mask in `dtype`.
inline void SetTensorDtypes(const optable::OperatorDef &op, aclDataType dtype, accuracy::TestCase *c)
{
    for (accuracy::TensorSpec &t : c->inputs) {
        if (!t.isScalar && !IsMask(op, t)) {
            t.dtype = dtype;
        }
    }
}

// Copies of the suite's cases at `n` elements, one per input dtype: cases that run, whose tensors all lie dense in
// one dtype (a 1-bit mask aside), with the outputs the operator chooses.
inline std::vector<accuracy::TestCase> DenseCasesPerDtype(const optable::OperatorDef &op, int64_t n)
{
    std::vector<accuracy::TestCase> picked;
    std::vector<aclDataType> seen;
    for (const accuracy::TestCase &c : SuiteOf(op)) {
        const aclDataType dtype = CaseDtype(op, c);
        if (!Runs(c) || !c.outputs.empty() || dtype == ACL_DT_UNDEFINED ||
            std::find(seen.begin(), seen.end(), dtype) != seen.end()) {
            continue;
        }
        seen.push_back(dtype);
        accuracy::TestCase copy = c;
        for (accuracy::TensorSpec &t : copy.inputs) {
            if (!t.isScalar) {
                t.shape = {n};
                t.hasShape = true;
            }
        }
        copy.name += " at " + std::to_string(n) + " elements";
        picked.push_back(copy);
    }
    return picked;
}

// A parameterised test's name for row `info.param` of the table: the aclnn name without "aclnn".
inline std::string RowName(const ::testing::TestParamInfo<size_t> &info)
{
    return optable::AllOperators().at(info.param).aclnnName.substr(5);
}

}  // namespace aclp_test

#endif  // ACLP_TESTS_OPERATORS_OPERATOR_SUITE_H_
