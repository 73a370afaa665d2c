// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "nnopbase/l0_common.h"

#include "engine/cast.h"
#include "engine/kernel_params.h"
#include "engine/machine.h"

namespace l0op {
namespace {

aclp::StridedView DenseView(const std::vector<int64_t> &shape)
{
    aclp::StridedView v{};
    v.rank = static_cast<uint32_t>(shape.size());
    std::vector<int64_t> strides = aclp::ContiguousStrides(shape);
    for (uint32_t i = 0; i < v.rank; ++i) {
        v.shape[i] = shape[i];
        v.strides[i] = strides[i];
    }
    return v;
}

// `in`'s view broadcast (NumPy rules, already checked) to `shape`: broadcast dims get stride 0.
aclp::StridedView BroadcastView(const aclTensor &in, const std::vector<int64_t> &shape)
{
    aclp::StridedView v{};
    v.rank = static_cast<uint32_t>(shape.size());
    const size_t lead = shape.size() - in.viewShape.size();
    for (size_t i = 0; i < shape.size(); ++i) {
        v.shape[i] = shape[i];
        v.strides[i] = (i < lead || in.viewShape[i - lead] == 1) ? 0 : in.strides[i - lead];
    }
    return v;
}

struct CastParams {
    aclDataType src;
    aclDataType dst;
};

void CastKernel(const aclp::KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    const auto p = aclp::ParamsOf<CastParams>(step);
    aclp::CastRange(operands[0], p.src, operands[1], p.dst, begin, end);
}

}  // namespace

void Cast(aclOpExecutor *executor, const aclp::BufferRef &src, aclDataType srcDtype, const aclp::BufferRef &dst,
          aclDataType dstDtype, uint64_t numel)
{
    const double outBytes = static_cast<double>(aclp::ElementSize(dstDtype));
    const double bytes = static_cast<double>(aclp::ElementSize(srcDtype)) + outBytes;
    aclp::AddElementwiseKernel(executor, CastKernel, "Cast", {src, dst}, {numel, bytes, outBytes, 1},
                               CastParams{srcDtype, dstDtype});
}

namespace {

// Whether the tensor's view is already dense in `shape`: it is then used where it lies.
bool DenseIn(const aclTensor &t, const std::vector<int64_t> &shape)
{
    return t.viewShape == shape && aclp::IsContiguous(t);
}

}  // namespace

aclp::BufferRef Contiguous(aclOpExecutor *executor, uint32_t slot, const std::vector<int64_t> &shape)
{
    const aclTensor &in = aclp::SlotTensor(executor, slot);
    if (DenseIn(in, shape)) {
        return aclp::TensorBuffer(executor, slot);
    }
    const size_t elemSize = aclp::ElementSize(in.dtype);
    aclp::BufferRef dense = aclp::AllocWorkspace(executor, aclp::ShapeNumel(shape) * elemSize);
    aclp::CopyStep copy{};
    copy.src = aclp::TensorBuffer(executor, slot);
    copy.dst = dense;
    copy.srcView = BroadcastView(in, shape);
    copy.dstView = DenseView(shape);
    copy.elemSize = static_cast<uint32_t>(elemSize);
    aclp::AddCopy(executor, copy);
    return dense;
}

aclp::BufferRef DenseOutput(aclOpExecutor *executor, uint32_t slot)
{
    const aclTensor &out = aclp::SlotTensor(executor, slot);
    if (aclp::IsContiguous(out)) {
        return aclp::TensorBuffer(executor, slot);
    }
    return aclp::AllocWorkspace(executor, aclp::Numel(out) * aclp::ElementSize(out.dtype));
}

void ViewCopy(aclOpExecutor *executor, const aclp::BufferRef &result, uint32_t slot)
{
    if (!result.inWorkspace) {
        return;  // the kernel wrote `out` directly
    }
    const aclTensor &out = aclp::SlotTensor(executor, slot);
    aclp::CopyStep copy{};
    copy.src = result;
    copy.dst = aclp::TensorBuffer(executor, slot);
    copy.srcView = DenseView(out.viewShape);
    copy.dstView = BroadcastView(out, out.viewShape);
    copy.elemSize = static_cast<uint32_t>(aclp::ElementSize(out.dtype));
    aclp::AddCopy(executor, copy);
}

bool NeedsViewCopies(const aclOpExecutor *executor, std::initializer_list<uint32_t> inputSlots, uint32_t outSlot)
{
    const aclTensor &out = aclp::SlotTensor(executor, outSlot);
    if (!aclp::IsContiguous(out)) {
        return true;
    }
    for (uint32_t slot : inputSlots) {
        const aclTensor &in = aclp::SlotTensor(executor, slot);
        if (&in != &out && !DenseIn(in, out.viewShape)) {  // (in place: out's own view, dense)
            return true;
        }
    }
    return false;
}

bool KeepKernelOnViews(aclOpExecutor *executor, PlanMark mark, uint32_t outSlot)
{
    const auto takeBack = [&] {
        executor->stepNum = mark.stepNum;
        executor->workspaceSize = mark.workspaceSize;
        return false;
    };
    if (executor->stepNum != mark.stepNum + 1 || executor->workspaceSize != mark.workspaceSize) {
        return takeBack();
    }
    aclp::PlanStep &step = executor->steps[mark.stepNum];
    if (step.kind != aclp::PlanStep::Kind::kKernel || step.kernel.alignElems != 1) {
        return takeBack();
    }
    aclp::KernelStep &kernel = step.kernel;
    const std::vector<int64_t> &shape = aclp::SlotTensor(executor, outSlot).viewShape;
    aclp::StridedView views[aclp::kMaxKernelOperands];
    aclp::ViewOperand operands[aclp::kMaxKernelOperands];
    double footprint = 0;
    for (uint32_t k = 0; k < kernel.operandNum; ++k) {
        const aclp::BufferRef &ref = kernel.operands[k];
        if (ref.bound < 0 || ref.inWorkspace) {
            return takeBack();
        }
        const aclTensor &t = aclp::SlotTensor(executor, static_cast<uint32_t>(ref.bound));
        const bool output = executor->bound[ref.bound].output;
        if (output ? t.viewShape != shape : t.viewShape.size() > shape.size()) {
            return takeBack();
        }
        views[k] = BroadcastView(t, shape);
        const auto elemBytes = static_cast<uint32_t>(aclp::ElementSize(t.dtype));
        operands[k] = aclp::ViewOperand{&views[k], elemBytes, output};
        footprint += static_cast<double>(aclp::Numel(t)) * elemBytes;
    }
    executor->views =
        aclp::PlanViewGeometry(operands, kernel.operandNum, footprint, aclp::TilingMachine(), aclp::ThreadLimit());
    kernel.onViews = true;
    return true;
}

}  // namespace l0op
