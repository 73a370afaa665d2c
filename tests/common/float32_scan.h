// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Exhaustive scans of float32 inputs through an operator: every value whose magnitude bits lie in a range, both
// signs, handed to the operator a batch of 2^24 at a time and each result compared with a scalar formula.
// Under sanitizers every 16th magnitude, a different residue in each batch.
#ifndef ACLP_TESTS_COMMON_FLOAT32_SCAN_H_
#define ACLP_TESTS_COMMON_FLOAT32_SCAN_H_

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <ios>
#include <vector>

#include "common/test_util.h"

namespace aclp_test {

constexpr uint64_t kFloat32ScanBatch = uint64_t{1} << 24;

// For each magnitude m in [firstMagnitude, endMagnitude): the values m and m | sign go into `in` (room for
// kFloat32ScanBatch floats), `run()` computes `out` from it, and want(x) gives the expected float for each x.
// Reports the first mismatches with their bits; returns how many there were.
template <class Run, class Want>
uint64_t ScanFloat32Magnitudes(uint32_t firstMagnitude, uint32_t endMagnitude, uint32_t *in, const uint32_t *out,
                               Run run, Want want)
{
#ifdef ACLP_UNDER_SANITIZER
    constexpr uint64_t kStride = 16;
#else
    constexpr uint64_t kStride = 1;
#endif
    const uint64_t count = (endMagnitude - firstMagnitude) / kStride;
    uint64_t mismatches = 0;
    for (uint64_t done = 0, batchIndex = 0; done < count; ++batchIndex) {
        const uint64_t pairs = std::min<uint64_t>(kFloat32ScanBatch / 2, count - done);
        const uint64_t residue = batchIndex % kStride;
        for (uint64_t i = 0; i < pairs; ++i) {
            const auto magnitude = static_cast<uint32_t>(firstMagnitude + (done + i) * kStride + residue);
            in[2 * i] = magnitude;
            in[2 * i + 1] = magnitude | 0x80000000u;
        }
        for (uint64_t i = 2 * pairs; i < kFloat32ScanBatch; ++i) {
            in[i] = in[0];  // the rest of the batch repeats a value already judged
        }
        if (!run()) {
            ADD_FAILURE() << "the operator refused the batch";
            return mismatches + 1;
        }
        for (uint64_t i = 0; i < 2 * pairs; ++i) {
            const uint32_t wantBits = BitsFromF32(want(F32FromBits(in[i])));
            if (out[i] != wantBits && mismatches++ < 5) {
                ADD_FAILURE() << "input bits 0x" << std::hex << in[i] << " give 0x" << out[i] << ", not 0x" << wantBits;
            }
        }
        done += pairs;
    }
    return mismatches;
}

// The scan for a FLOAT operator (gradOutput, self) -> out: gradOutput `grad` everywhere, self scanned as above;
// call(gradOutput, self, out) runs the operator and says whether it succeeded.
template <class Call, class Want>
uint64_t ScanFloat32SelfWithGradient(float grad, uint32_t firstMagnitude, uint32_t endMagnitude, Call call, Want want)
{
    const std::vector<int64_t> shape = {static_cast<int64_t>(kFloat32ScanBatch)};
    DeviceBuffer gb(kFloat32ScanBatch * 4), sb(kFloat32ScanBatch * 4), ob(kFloat32ScanBatch * 4);
    gb.Upload(std::vector<float>(kFloat32ScanBatch, grad));
    aclTensor *gt = MakeTensor(shape, ACL_FLOAT, gb.get());
    aclTensor *st = MakeTensor(shape, ACL_FLOAT, sb.get());
    aclTensor *ot = MakeTensor(shape, ACL_FLOAT, ob.get());
    const uint64_t mismatches = ScanFloat32Magnitudes(
        firstMagnitude, endMagnitude, static_cast<uint32_t *>(sb.get()), static_cast<const uint32_t *>(ob.get()),
        [&] { return call(gt, st, ot); }, want);
    Destroy({gt, st, ot});
    return mismatches;
}

}  // namespace aclp_test

#endif  // ACLP_TESTS_COMMON_FLOAT32_SCAN_H_
