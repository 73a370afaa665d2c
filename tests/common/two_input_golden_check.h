// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Checks of the golden of a two-input operator (a gradient's gradOutput and self, Heaviside's input and values;
// one output; all of one floating dtype) that its tests share: bits PyTorch printed for FLOAT triples, and whether
// a gradient's golden lets the gradient pass for a given self (to compare with a kernel's integer comparisons
// over every 16-bit value).
#ifndef ACLP_TESTS_COMMON_TWO_INPUT_GOLDEN_CHECK_H_
#define ACLP_TESTS_COMMON_TWO_INPUT_GOLDEN_CHECK_H_

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "dtypes.h"
#include "operator_def.h"

namespace aclp_test {

struct TwoInputTriple {
    uint32_t in0, in1, out;  // FLOAT bits: the two inputs in signature order, the output
};

// The golden context of one dtype for both inputs and the output, with FLOAT scalars of these values.
inline optable::GoldenContext TwoInputContext(aclDataType dtype, const std::vector<double> &scalars)
{
    optable::GoldenContext ctx;
    ctx.inDtypes = {dtype, dtype};
    ctx.outDtypes = {dtype};
    for (double v : scalars) {
        optable::ScalarIn s;
        s.dtype = ACL_FLOAT;
        s.real = v;
        ctx.scalars.push_back(s);
    }
    return ctx;
}

// The out bits `def`'s golden gives for inputs of these bits (of ctx's input dtypes).
inline uint64_t TwoInputGoldenBits(const optable::OperatorDef &def, const optable::GoldenContext &ctx, uint64_t in0Bits,
                                   uint64_t in1Bits)
{
    optable::ElementIn in[2];
    in[0].bits = in0Bits;
    in[0].real = accuracy::BitsToDouble(ctx.inDtypes[0], in0Bits);
    in[1].bits = in1Bits;
    in[1].real = accuracy::BitsToDouble(ctx.inDtypes[1], in1Bits);
    optable::ElementOut out;
    def.golden(ctx, in, &out);
    return out.ref;
}

// `def`'s golden maps each FLOAT pair of inputs to the out bits PyTorch gives.
inline void ExpectFloatTwoInputGoldenBits(const optable::OperatorDef &def, const std::vector<double> &scalars,
                                          const std::vector<TwoInputTriple> &triples)
{
    const optable::GoldenContext ctx = TwoInputContext(ACL_FLOAT, scalars);
    for (const TwoInputTriple &t : triples) {
        EXPECT_EQ(TwoInputGoldenBits(def, ctx, t.in0, t.in1), t.out)
            << std::hex << def.aclnnName << ": inputs 0x" << t.in0 << ", 0x" << t.in1;
    }
}

// Whether the golden passes a nonzero gradient (1 in FLOAT16, 1.875 in BFLOAT16) for a 16-bit self.
inline bool GoldenPassesGradient(const optable::OperatorDef &def, const optable::GoldenContext &ctx, uint32_t selfBits)
{
    return TwoInputGoldenBits(def, ctx, 0x3C00, selfBits) != 0;
}

}  // namespace aclp_test

#endif  // ACLP_TESTS_COMMON_TWO_INPUT_GOLDEN_CHECK_H_
