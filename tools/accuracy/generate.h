// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Seeded input generation. Every tensor of every case gets its own stream, derived from the run's
// seed, the case's file and id and the input's position, so a case draws the same values whatever
// else runs, in any order, on any number of jobs.
#ifndef ACLP_TOOLS_ACCURACY_GENERATE_H_
#define ACLP_TOOLS_ACCURACY_GENERATE_H_

#include <cstddef>
#include <cstdint>
#include <string>

#include "case_file.h"

namespace accuracy {

// xoshiro256** seeded through SplitMix64; the same on every platform (no std:: distributions).
class Rng {
public:
    explicit Rng(uint64_t seed);
    uint64_t Next();
    double Uniform01();                          // [0, 1) with 53 random bits
    int64_t UniformInt(int64_t lo, int64_t hi);  // [lo, hi], inclusive
    double Normal();                             // standard normal (Box-Muller)

private:
    uint64_t s_[4];
};

// The seed of one input of one case.
uint64_t StreamSeed(uint64_t runSeed, const std::string &file, int64_t caseId, size_t inputIndex);

// Fills `count` elements of `dtype` at `data` from `range`. Floats are drawn in double and rounded to
// the dtype (ties to even); integers are drawn as integers, and real constants/outliers saturate
// (NaN -> 0, +-Inf -> the type's max/min). UINT1 data is `count` bits (random bytes).
void FillValues(const ValueRange &range, aclDataType dtype, void *data, size_t count, Rng &rng);

// One draw for a scalar, as a double (before any rounding to the scalar's dtype).
double DrawScalar(const ValueRange &range, aclDataType dtype, Rng &rng);

}  // namespace accuracy

#endif  // ACLP_TOOLS_ACCURACY_GENERATE_H_
