// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The result tests aclnnHardswishBackward and aclnnHardswishBackwardV2 share (one entry, one kernel in two variants):
// ACLP_HARDSWISH_BACKWARD_RESULT_TESTS(Suite, "aclnnXxx") defines them for one operator, judged bitwise against its
// golden through the accuracy tool's runner: every dtype, strided views, in place, 0-d, every SIMD target and
// tiling, inputs from the printed seed mixed with NaN, +-Inf, +-0, subnormals and +-3 with their neighbours.
#ifndef ACLP_ACTIVATION_HARD_SWISH_GRAD_TESTS_HARDSWISH_BACKWARD_RESULT_TESTS_H_
#define ACLP_ACTIVATION_HARD_SWISH_GRAD_TESTS_HARDSWISH_BACKWARD_RESULT_TESTS_H_

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "common/case_runner.h"
#include "common/engine_variants.h"
#include "nlohmann/json.hpp"

namespace aclp_test {

inline nlohmann::json HardswishBackwardTensor(const char *name, const char *dtype, const std::vector<int64_t> &shape)
{
    const nlohmann::json specials = {
        "nan",           "-nan",           "inf",           "-inf",          0.0, "-0.0", 1e-40, -1e-40, 3.0, -3.0,
        2.9999997615814, -2.9999997615814, 3.0000002384186, -3.0000002384186};
    return {{"name", name},   {"type", "tensor"},        {"dtype", dtype},
            {"shape", shape}, {"range_values", {-5, 5}}, {"outlier_values", {{"values", specials}, {"ratio", 0.25}}}};
}

// One bitwise case: gradOutput, self and (when not null) out's spec.
inline nlohmann::json HardswishBackwardCase(const char *api, const nlohmann::json &grad, const nlohmann::json &self,
                                            const nlohmann::json &out)
{
    nlohmann::json c = {{"aclnn_name", api}, {"standard", "bitwise"}, {"inputs", {grad, self}}};
    if (!out.is_null()) {
        c["outputs"] = {out};
    }
    return c;
}

}  // namespace aclp_test

#define ACLP_HARDSWISH_BACKWARD_RESULT_TESTS(Suite, api)                                                             \
    class Suite : public CaseRunnerTest {                                                                            \
    protected:                                                                                                       \
        void Expect(const nlohmann::json &grad, const nlohmann::json &self, const nlohmann::json &out)               \
        {                                                                                                            \
            ExpectPasses(HardswishBackwardCase(api, grad, self, out));                                               \
        }                                                                                                            \
    };                                                                                                               \
    TEST_F(Suite, EveryDtypeViewsAndInPlace)                                                                         \
    {                                                                                                                \
        for (const char *d : {"fp32", "fp16", "bf16"}) {                                                             \
            Expect(HardswishBackwardTensor("gradOutput", d, {3, 341}), HardswishBackwardTensor("self", d, {3, 341}), \
                   nullptr);                                                                                         \
            nlohmann::json self = HardswishBackwardTensor("self", d, {6, 9});                                        \
            self["strides"] = {1, 6};                                                                                \
            nlohmann::json grad = HardswishBackwardTensor("gradOutput", d, {6, 9});                                  \
            grad["strides"] = {20, 2};                                                                               \
            grad["storage_shape"] = {120};                                                                           \
            Expect(grad, self, {{"name", "out"}, {"strides", {1, 7}}, {"offset", 3}, {"storage_shape", {70}}});      \
            Expect(HardswishBackwardTensor("gradOutput", d, {17, 33}), HardswishBackwardTensor("self", d, {17, 33}), \
                   {{"name", "out"}, {"alias_of", "gradOutput"}});                                                   \
            Expect(HardswishBackwardTensor("gradOutput", d, {17, 33}), HardswishBackwardTensor("self", d, {17, 33}), \
                   {{"name", "out"}, {"alias_of", "self"}});                                                         \
            Expect(HardswishBackwardTensor("gradOutput", d, {}), HardswishBackwardTensor("self", d, {}), nullptr);   \
        }                                                                                                            \
    }

#endif  // ACLP_ACTIVATION_HARD_SWISH_GRAD_TESTS_HARDSWISH_BACKWARD_RESULT_TESTS_H_
