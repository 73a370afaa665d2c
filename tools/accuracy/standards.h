// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Accuracy standards (ATK's single_bm and cv_fused_double_benchmark, see docs/accuracy_tool.md). A judge sees the
// output in chunks: for each element the exact golden (double), the contract's bits in the output dtype (the
// "benchmark" a CPU computes at the original dtype) and the bits the operator wrote; it keeps running statistics only,
// so any size can be judged in bounded memory.
#ifndef ACLP_TOOLS_ACCURACY_STANDARDS_H_
#define ACLP_TOOLS_ACCURACY_STANDARDS_H_

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "acl/acl_base.h"
#include "case_file.h"

namespace accuracy {

struct Verdict {
    bool pass = true;
    std::string standard;  // the standard actually applied ("equal" for integer outputs)
    std::string detail;    // the metrics, and the first offending element when it fails
    double worst = 0.0;    // the headline metric (max relative error, max ratio, mismatches)
};

class Judge {
public:
    virtual ~Judge() = default;
    // exact/ref/actual for `n` consecutive elements starting at flat index `first`.
    virtual void Add(const double *exact, const uint64_t *ref, const uint64_t *actual, size_t n, int64_t first) = 0;
    virtual Verdict Finish() = 0;
};

// Standards by name: "single_bm" (MERE/MARE), "cv_fused_double_benchmark" (and "double_benchmark":
// ratios to the CPU benchmark), "bitwise" (ours: the contract's bits, any NaN matching any NaN),
// "equal"/"md5"/"binary_standard_v2" (bitwise), "absolute" (TTK: |a - g| <= atol), "default" (single_bm).
// Integer outputs are always judged by equality. Returns null and sets *error for an unknown standard.
std::unique_ptr<Judge> MakeJudge(const Standard &standard, aclDataType outDtype, std::string *error);

// The per-dtype numbers, exposed for the tests and the docs.
double SingleBenchmarkThreshold(aclDataType dtype);       // T of MERE < T, MARE < 10 T
double DoubleBenchmarkErrorThreshold(aclDataType dtype);  // big/small domain boundary
double DoubleBenchmarkSmallThreshold(aclDataType dtype);  // small-domain absolute error limit

}  // namespace accuracy

#endif  // ACLP_TOOLS_ACCURACY_STANDARDS_H_
