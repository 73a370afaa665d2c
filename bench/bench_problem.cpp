// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "bench_problem.h"

#include <cstring>
#include <tuple>
#include <vector>

#include "dtypes.h"

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

// Whether an element of `dtype` at `p` is greater than zero.
bool IsPositive(aclDataType dtype, const uint8_t *p)
{
    return accuracy::IsFloating(dtype) ? accuracy::LoadFloat(dtype, p) > 0.0 : accuracy::LoadInteger(dtype, p) > 0;
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
    // The mask a forward pass would have saved: bit i is self[i] > 0, packed LSB first.
    std::vector<uint8_t> bytes(aclDataTypeSize(dtype));
    auto *bits = static_cast<uint8_t *>(mask.ptr);
    for (int64_t i = 0; i < n; ++i) {
        std::memcpy(bytes.data(), static_cast<uint8_t *>(self.ptr) + i * bytes.size(), bytes.size());
        if (IsPositive(dtype, bytes.data())) {
            bits[i / 8] = static_cast<uint8_t>(bits[i / 8] | (1u << (i % 8)));
        }
    }
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

std::string BenchName(const optable::OperatorDef &op)
{
    return op.aclnnName.substr(5);
}

size_t MovedBytes(const optable::OperatorDef &op, aclDataType dtype, int64_t n)
{
    const std::vector<aclDataType> outDtypes =
        op.defaultOutputDtypes(std::vector<aclDataType>(op.tensorInputs.size(), dtype));
    size_t bytes = 0;
    for (size_t k = 0; k < op.TensorCount(); ++k) {
        const size_t out = k - op.tensorInputs.size();
        const aclDataType role = k < op.tensorInputs.size() ? dtype : outDtypes[out];
        bytes += op.IsMaskRole(k) ? (static_cast<size_t>(n) + 7) / 8 : static_cast<size_t>(n) * aclDataTypeSize(role);
    }
    return bytes;
}

OpCall::OpCall(const optable::OperatorDef &op, std::shared_ptr<ProblemData> data, const ViewLayout *layout)
    : op_(op), data_(std::move(data)), layout_(layout)
{
    int64_t n = data_->n;
    const aclDataType dtype = data_->dtype;
    const std::vector<aclDataType> outDtypes =
        op.defaultOutputDtypes(std::vector<aclDataType>(op.tensorInputs.size(), dtype));
    for (size_t k = 0; k < op.TensorCount(); ++k) {
        const bool input = k < op.tensorInputs.size();
        // The first of two tensor inputs reads `grad` (a gradient, or Heaviside's input), the other `self`.
        const bool first = k == 0 && op.tensorInputs.size() > 1;
        void *buffer = op.IsMaskRole(k) ? data_->mask.ptr
                       : !input         ? data_->out.ptr
                       : first          ? data_->grad.ptr
                                        : data_->self.ptr;
        const aclDataType role = op.IsMaskRole(k) ? ACL_UINT1 : input ? dtype : outDtypes[k - op.tensorInputs.size()];
        const OperandView *view = layout == nullptr ? nullptr
                                  : !input          ? &layout->out
                                  : first           ? &layout->grad
                                                    : &layout->self;
        tensors_.push_back(view == nullptr ? aclCreateTensor(&n, 1, role, nullptr, 0, ACL_FORMAT_ND, &n, 1, buffer)
                                           : aclCreateTensor(view->shape.data(), view->shape.size(), role,
                                                             view->strides.data(), 0, ACL_FORMAT_ND, &n, 1, buffer));
    }
    int32_t zero = 0;
    scalar_ = aclCreateScalar(&zero, ACL_INT32);  // every scalar role: 0
    scalars_.assign(op.scalarInputs.size(), scalar_);
}

OpCall::~OpCall()
{
    for (aclTensor *t : tensors_)
        aclDestroyTensor(t);
    aclDestroyScalar(scalar_);
}

bool OpCall::Run(aclrtStream stream)
{
    uint64_t workspaceSize = 0;
    aclOpExecutor *executor = nullptr;
    aclnnStatus status = op_.Phase1InSignatureOrder(tensors_.data(), scalars_.data(), &workspaceSize, &executor);
    status = status ? status : op_.phase2(nullptr, workspaceSize, executor, stream);
    return status == 0 && aclrtSynchronizeStream(stream) == ACL_SUCCESS;
}

PeerProblem OpCall::AsPeerProblem() const
{
    return PeerProblem{BenchName(op_),  data_->dtype,   data_->n, data_->grad.ptr,
                       data_->self.ptr, data_->out.ptr, layout_};
}

std::vector<ViewLayout> ViewLayouts(int64_t rows, int64_t cols)
{
    const OperandView dense{{rows, cols}, {cols, 1}};
    const OperandView transposed{{rows, cols}, {1, rows}};
    const OperandView everyOther{{rows, cols}, {2 * cols, 2}};
    return {
        {"contiguous", dense, dense, dense},
        {"self_broadcast_row", dense, {{1, cols}, {cols, 1}}, dense},
        {"grad_transposed", transposed, dense, dense},
        {"out_transposed", dense, dense, transposed},
        {"all_every_other_column", everyOther, everyOther, everyOther},
    };
}

}  // namespace aclp_bench
