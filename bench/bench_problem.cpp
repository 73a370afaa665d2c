// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "bench_problem.h"

#include <cstring>
#include <tuple>
#include <vector>

#include "aclnnop/aclnn_hardsigmoid_backward.h"
#include "aclnnop/aclnn_relu_grad_v2.h"
#include "aclnnop/aclnn_relu_v2.h"
#include "aclnnop/aclnn_threshold_backward.h"

namespace aclp_bench {

DeviceArray::DeviceArray(size_t bytes)
{
    aclrtMalloc(&ptr, bytes == 0 ? 1 : bytes, ACL_MEM_MALLOC_HUGE_FIRST);
    std::memset(ptr, 0, bytes);  // touch every page before timing
}

DeviceArray::~DeviceArray()
{
    aclrtFree(ptr);
}

namespace {

// A small LCG: values only need to be varied, not statistically good.
struct Lcg {
    uint32_t state;
    uint32_t Next() { return state = state * 1664525u + 1013904223u; }
    float Uniform(float scale) { return scale * (static_cast<float>(Next() >> 8) / 8388608.0f - 1.0f); }
};

void Fill(aclDataType dtype, int64_t n, void *data, float scale, uint32_t seed, int denormalPercent)
{
    Lcg rng{seed};
    for (int64_t i = 0; i < n; ++i) {
        const float v = rng.Uniform(scale);
        const bool denormal = denormalPercent > 0 && rng.Next() % 100 < static_cast<uint32_t>(denormalPercent);
        const uint32_t tinyMantissa = rng.Next();
        uint32_t bits;
        std::memcpy(&bits, &v, 4);
        const uint32_t sign = bits & 0x80000000u;
        switch (dtype) {
            case ACL_FLOAT: {
                const uint32_t out = denormal ? sign | (tinyMantissa & 0x7FFFFFu) | 1u : bits;
                std::memcpy(static_cast<uint32_t *>(data) + i, &out, 4);
                break;
            }
            case ACL_FLOAT16:
                static_cast<uint16_t *>(data)[i] =
                    denormal ? static_cast<uint16_t>((sign >> 16) | (tinyMantissa & 0x3FFu) | 1u)
                             : aclFloatToFloat16(v);
                break;
            case ACL_BF16:
                static_cast<uint16_t *>(data)[i] =
                    static_cast<uint16_t>(denormal ? (sign >> 16) | (tinyMantissa & 0x7Fu) | 1u : bits >> 16);
                break;
            default:  // integer tensors: the LCG's bytes, both signs
                static_cast<uint8_t *>(data)[i * static_cast<int64_t>(aclDataTypeSize(dtype))] =
                    static_cast<uint8_t>(rng.Next() >> 24);
        }
    }
}

}  // namespace

ProblemData::ProblemData(aclDataType dtype, int64_t n, DataKind kind)
    : dtype(dtype),
      n(n),
      grad(static_cast<size_t>(n) * aclDataTypeSize(dtype)),
      self(static_cast<size_t>(n) * aclDataTypeSize(dtype)),
      out(static_cast<size_t>(n) * aclDataTypeSize(dtype)),
      mask((static_cast<size_t>(n) + 7) / 8)
{
    Fill(dtype, n, grad.ptr, 1.0f, 0x12345678u, kind == DataKind::kDenormalGrads ? kDenormalPercent : 0);
    Fill(dtype, n, self.ptr, 5.0f, 0x9E3779B9u, 0);
    // The mask a forward pass would have saved.
    aclTensor *s = aclCreateTensor(&n, 1, dtype, nullptr, 0, ACL_FORMAT_ND, &n, 1, self.ptr);
    aclTensor *o = aclCreateTensor(&n, 1, dtype, nullptr, 0, ACL_FORMAT_ND, &n, 1, out.ptr);
    aclTensor *m = aclCreateTensor(&n, 1, ACL_UINT1, nullptr, 0, ACL_FORMAT_ND, &n, 1, mask.ptr);
    uint64_t workspaceSize = 0;
    aclOpExecutor *executor = nullptr;
    if (aclnnReluV2GetWorkspaceSize(s, o, m, &workspaceSize, &executor) == 0) {
        aclnnReluV2(nullptr, 0, executor, nullptr);
    }
    aclDestroyTensor(s);
    aclDestroyTensor(o);
    aclDestroyTensor(m);
}

namespace {
std::vector<std::tuple<aclDataType, int64_t, DataKind, std::shared_ptr<ProblemData>>> gCache;
}  // namespace

std::shared_ptr<ProblemData> Data(aclDataType dtype, int64_t n, DataKind kind)
{
    for (auto &[d, size, k, data] : gCache) {
        if (d == dtype && size == n && k == kind) {
            return data;
        }
    }
    if (gCache.size() >= 2) {
        gCache.erase(gCache.begin());
    }
    auto data = std::make_shared<ProblemData>(dtype, n, kind);
    gCache.emplace_back(dtype, n, kind, data);
    return data;
}

void DropData()
{
    gCache.clear();
}

size_t MovedBytes(int op, aclDataType dtype, int64_t n)
{
    const size_t data = static_cast<size_t>(n) * aclDataTypeSize(dtype);
    const size_t mask = (static_cast<size_t>(n) + 7) / 8;
    return op == kThresholdBackward || op == kHardsigmoidBackward ? 3 * data : 2 * data + mask;
}

OpCall::OpCall(int op, std::shared_ptr<ProblemData> data) : op_(op), data_(std::move(data))
{
    int64_t n = data_->n;
    const aclDataType dtype = data_->dtype;
    grad_ = aclCreateTensor(&n, 1, dtype, nullptr, 0, ACL_FORMAT_ND, &n, 1, data_->grad.ptr);
    self_ = aclCreateTensor(&n, 1, dtype, nullptr, 0, ACL_FORMAT_ND, &n, 1, data_->self.ptr);
    out_ = aclCreateTensor(&n, 1, dtype, nullptr, 0, ACL_FORMAT_ND, &n, 1, data_->out.ptr);
    mask_ = aclCreateTensor(&n, 1, ACL_UINT1, nullptr, 0, ACL_FORMAT_ND, &n, 1, data_->mask.ptr);
    int32_t zero = 0;
    threshold_ = aclCreateScalar(&zero, ACL_INT32);
}

OpCall::~OpCall()
{
    aclDestroyTensor(grad_);
    aclDestroyTensor(self_);
    aclDestroyTensor(out_);
    aclDestroyTensor(mask_);
    aclDestroyScalar(threshold_);
}

bool OpCall::Run(aclrtStream stream)
{
    uint64_t workspaceSize = 0;
    aclOpExecutor *executor = nullptr;
    aclnnStatus status = 0;
    switch (op_) {
        case kThresholdBackward:
            status = aclnnThresholdBackwardGetWorkspaceSize(grad_, self_, threshold_, out_, &workspaceSize, &executor);
            status = status ? status : aclnnThresholdBackward(nullptr, workspaceSize, executor, stream);
            break;
        case kHardsigmoidBackward:
            status = aclnnHardsigmoidBackwardGetWorkspaceSize(grad_, self_, out_, &workspaceSize, &executor);
            status = status ? status : aclnnHardsigmoidBackward(nullptr, workspaceSize, executor, stream);
            break;
        case kReluV2:
            status = aclnnReluV2GetWorkspaceSize(self_, out_, mask_, &workspaceSize, &executor);
            status = status ? status : aclnnReluV2(nullptr, workspaceSize, executor, stream);
            break;
        default:
            status = aclnnReluGradV2GetWorkspaceSize(grad_, mask_, out_, &workspaceSize, &executor);
            status = status ? status : aclnnReluGradV2(nullptr, workspaceSize, executor, stream);
    }
    return status == 0 && aclrtSynchronizeStream(stream) == ACL_SUCCESS;
}

PeerProblem OpCall::AsPeerProblem() const
{
    return PeerProblem{op_, data_->dtype, data_->n, data_->grad.ptr, data_->self.ptr, data_->out.ptr};
}

}  // namespace aclp_bench
