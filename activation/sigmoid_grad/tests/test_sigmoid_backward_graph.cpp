// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// SigmoidGrad in graph mode (the prototype from the generated aggregate header CANN programs include): a session
// runs Data, Data -> SigmoidGrad (inputs y and dy) and gives aclnnSigmoidBackward's bits; complex dtypes follow the
// attribute complex_conj (dy * conj((1 - y) * y) when true, dy * ((1 - y) * y) by default); a dtype
// aclnnSigmoidBackward refuses fails the run with its message.
#include <gtest/gtest.h>

#include <complex>
#include <cstring>
#include <vector>

#include "common/graph_run.h"
#include "nonlinear_fuc_ops.h"

namespace aclp_test {
namespace {

const auto kConnect = [](ge::op::SigmoidGrad &node, ge::Operator &y, ge::Operator &dy) {
    node.set_input_y(y).set_input_dy(dy);
};

TEST(SigmoidGradGraph, GivesAclnnSigmoidBackwardsBits)
{
    const std::vector<float> y = {0.5f, 0.25f, 0.0f, 1.0f, 0.9f, 0.1f, 0.3f, 0.75f, 0.6f, 0.01f};
    const std::vector<float> dy = {1.0f, 2.0f, 3.0f, -4.0f, 5.0f, -6.0f, 7.0f, 8.0f, -0.0f, 10.0f};
    ge::op::SigmoidGrad node("sigmoid_grad");
    const std::vector<float> z = RunTwoInputGraphOnFloats(node, kConnect, {2, 5}, y, {2, 5}, dy);
    for (size_t i = 0; i < y.size(); ++i) {
        const float want = ((1.0f - y[i]) * dy[i]) * y[i];
        EXPECT_EQ(std::memcmp(&z[i], &want, 4), 0) << i << ": " << z[i];
    }
}

// Each part of each product rounded once, no fused multiply-add: (a + bi)(c + di) = (ac - bd) + (ad + bc)i.
std::complex<double> Product(std::complex<double> a, std::complex<double> b)
{
    const double ac = a.real() * b.real(), bd = a.imag() * b.imag(), ad = a.real() * b.imag(), bc = a.imag() * b.real();
    return {ac - bd, ad + bc};
}

TEST(SigmoidGradGraph, Complex128FollowsComplexConj)
{
    const std::vector<std::complex<double>> y = {{1.0, 2.0}, {0.5, -1.0}, {2.0, 0.0}, {0.3, 0.4}, {-1.5, 0.7}};
    const std::vector<std::complex<double>> dy = {{0.5, 0.5}, {1.0, -1.0}, {2.0, 1.0}, {0.3, 0.1}, {0.25, -3.0}};
    for (bool conj : {false, true}) {
        ge::op::SigmoidGrad node("sigmoid_grad");
        if (conj) {
            node.set_attr_complex_conj(true);
        }
        std::vector<ge::Tensor> outputs;
        const size_t bytes = y.size() * sizeof(y[0]);
        ASSERT_EQ(RunTwoInputGraph(node, kConnect, HostTensor({5}, ge::DT_COMPLEX128, y.data(), bytes),
                                   HostTensor({5}, ge::DT_COMPLEX128, dy.data(), bytes), &outputs),
                  ge::SUCCESS);
        ASSERT_EQ(outputs.size(), 1u);
        ASSERT_EQ(outputs[0].GetSize(), bytes);
        const auto *z = reinterpret_cast<const std::complex<double> *>(outputs[0].GetData());
        for (size_t i = 0; i < y.size(); ++i) {
            const std::complex<double> oneMinusY(1.0 - y[i].real(), 0.0 - y[i].imag());
            const std::complex<double> t = Product(oneMinusY, y[i]);
            const std::complex<double> want = Product(dy[i], conj ? std::conj(t) : t);
            EXPECT_EQ(std::memcmp(&z[i], &want, sizeof(want)), 0) << conj << " " << i << ": " << z[i] << " vs " << want;
        }
    }
}

TEST(SigmoidGradGraph, ADtypeAclnnSigmoidBackwardRefusesFailsTheRun)
{
    ge::op::SigmoidGrad node("sigmoid_grad");
    ExpectInt32InputsFailTheRun(node, kConnect);
}

}  // namespace
}  // namespace aclp_test
