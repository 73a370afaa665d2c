// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "nnopbase/executor.h"

#include "nnopbase/tensor.h"

#include <algorithm>
#include <cstring>
#include <mutex>
#include <new>
#include <vector>

#include "aclnn/aclnn_base.h"
#include "aclnn/opdev/op_errno.h"
#include "engine/machine.h"
#include "engine/thread_pool.h"
#include "runtime/error_message.h"
#include "runtime/stream.h"

namespace aclp {
namespace {

// Executors come from a pool that never gives memory back: a small call's two phases then touch no
// heap, and a pointer to a spent or destroyed executor stays safe to look at, so that it is reported
// instead of used: an executor is live when the pointer lies on a slot of one of the pool's slabs and
// that slot's flag says so.
class ExecutorPool {
public:
    aclOpExecutor *Acquire()
    {
        std::lock_guard<std::mutex> lock(mutex_);
        if (free_.empty() && !Grow()) {
            return nullptr;
        }
        aclOpExecutor *executor = free_.back();
        free_.pop_back();
        new (executor) aclOpExecutor;
        executor->live = true;
        return executor;
    }
    void Release(aclOpExecutor *executor)
    {
        std::lock_guard<std::mutex> lock(mutex_);
        executor->live = false;
        free_.push_back(executor);  // capacity reserved by Grow: cannot throw
    }
    bool IsLive(const aclOpExecutor *executor)
    {
        const auto address = reinterpret_cast<uintptr_t>(executor);
        std::lock_guard<std::mutex> lock(mutex_);
        auto slab = std::upper_bound(slabs_.begin(), slabs_.end(), address);
        if (slab == slabs_.begin()) {
            return false;
        }
        const uintptr_t begin = *--slab;
        const uintptr_t offset = address - begin;
        return offset < kSlabExecutors * sizeof(aclOpExecutor) && offset % sizeof(aclOpExecutor) == 0 && executor->live;
    }

private:
    static constexpr size_t kSlabExecutors = 64;

    bool Grow()
    {
        try {
            slabs_.reserve(slabs_.size() + 1);
            free_.reserve((slabs_.size() + 1) * kSlabExecutors);
        } catch (const std::bad_alloc &) {
            return false;
        }
        void *memory = ::operator new(kSlabExecutors * sizeof(aclOpExecutor), std::nothrow);
        if (memory == nullptr) {
            return false;
        }
        auto *slots = static_cast<aclOpExecutor *>(memory);
        for (size_t i = kSlabExecutors; i-- > 0;) {
            new (&slots[i]) aclOpExecutor;  // live = false until handed out
            free_.push_back(&slots[i]);
        }
        const auto begin = reinterpret_cast<uintptr_t>(memory);
        slabs_.insert(std::upper_bound(slabs_.begin(), slabs_.end(), begin), begin);
        return true;
    }

    std::mutex mutex_;
    std::vector<uintptr_t> slabs_;  // start addresses, sorted
    std::vector<aclOpExecutor *> free_;
};

ExecutorPool &Executors()
{
    static ExecutorPool *pool = new ExecutorPool;  // never destroyed: usable from static destructors
    return *pool;
}

bool IsLive(const aclOpExecutor *executor)
{
    return Executors().IsLive(executor);
}

uint8_t *Resolve(const BufferRef &ref, uint8_t *workspace, const aclOpExecutor &executor)
{
    if (ref.bound >= 0) {
        return executor.bound[ref.bound].data + ref.offset;
    }
    return ref.inWorkspace ? workspace + ref.offset : ref.address;
}

struct KernelJob {
    const KernelStep *step;
    uint8_t *operands[kMaxKernelOperands];
};

void RunKernelBlock(const void *context, size_t block)
{
    const KernelJob &job = *static_cast<const KernelJob *>(context);
    const ElementwiseTiling &t = job.step->tiling;
    size_t begin = block * t.blockElems;
    size_t end = std::min<size_t>(t.totalElems, begin + t.blockElems);
    job.step->fn(*job.step, job.operands, begin, end);
}

void RunPlan(const aclOpExecutor &executor, uint8_t *workspace)
{
    const size_t threads = ThreadLimit();
    for (uint32_t i = 0; i < executor.stepNum; ++i) {
        const PlanStep &step = executor.steps[i];
        if (step.kind == PlanStep::Kind::kCopy) {
            const CopyStep &c = step.copy;
            StridedCopy(Resolve(c.src, workspace, executor), c.srcView, Resolve(c.dst, workspace, executor), c.dstView,
                        c.elemSize, threads);
            continue;
        }
        KernelJob job{&step.kernel, {}};
        for (uint32_t k = 0; k < step.kernel.operandNum; ++k) {
            job.operands[k] = Resolve(step.kernel.operands[k], workspace, executor);
        }
        ParallelFor(step.kernel.tiling.blockNum, threads, RunKernelBlock, &job);
    }
}

}  // namespace

aclOpExecutor *CreateExecutor(const char *opName)
{
    aclOpExecutor *executor = Executors().Acquire();
    if (executor != nullptr) {
        executor->opName = opName;
    }
    return executor;
}

aclnnStatus CreatePlan(const char *api, std::initializer_list<const aclTensor *> inputs,
                       std::initializer_list<const aclTensor *> outputs, aclOpExecutor **plan)
{
    *plan = CreateExecutor(api);
    if (*plan == nullptr) {
        SetErrorMessage("%s: out of memory creating the executor.", api);
        return ACLNN_ERR_INNER_CREATE_EXECUTOR;
    }
    // The call's tensors in signature order (inputs, then outputs), for aclSet*TensorAddr.
    for (const auto *list : {&inputs, &outputs}) {
        for (const aclTensor *t : *list) {
            (*plan)->bound[(*plan)->boundNum++] =
                BoundTensor{const_cast<aclTensor *>(t), static_cast<uint8_t *>(t->data), list == &outputs};
        }
        if (list == &inputs) {
            (*plan)->inputNum = (*plan)->boundNum;
        }
    }
    return ACLNN_SUCCESS;
}

aclnnStatus ReturnPlan(aclOpExecutor *plan, uint64_t *workspaceSize, aclOpExecutor **executor)
{
    *workspaceSize = plan->workspaceSize;
    *executor = plan;
    return ACLNN_SUCCESS;
}

void ReleaseExecutor(aclOpExecutor *executor)
{
    if (executor != nullptr) {
        Executors().Release(executor);
    }
}

BufferRef AllocWorkspace(aclOpExecutor *executor, uint64_t bytes)
{
    constexpr uint64_t kAlign = 64;  // every temporary starts on a cache line
    BufferRef ref{nullptr, executor->workspaceSize, true, -1};
    executor->workspaceSize += (bytes + kAlign - 1) / kAlign * kAlign;
    return ref;
}

BufferRef TensorBuffer(const aclOpExecutor *executor, const aclTensor &tensor, bool output)
{
    const uint64_t offset = static_cast<uint64_t>(tensor.offset) * ElementSize(tensor.dtype);
    for (uint32_t i = 0; i < executor->boundNum; ++i) {
        if (executor->bound[i].tensor == &tensor && executor->bound[i].output == output) {
            return BufferRef{nullptr, offset, false, static_cast<int8_t>(i)};
        }
    }
    return BufferRef{ViewBase(tensor), 0, false, -1};
}

void AddCopy(aclOpExecutor *executor, const CopyStep &copy)
{
    PlanStep &step = executor->steps[executor->stepNum++];
    step.kind = PlanStep::Kind::kCopy;
    step.copy = copy;
}

void AddElementwiseKernel(aclOpExecutor *executor, KernelFn fn, const char *name,
                          std::initializer_list<BufferRef> operands, const ElementwiseProblem &problem,
                          const void *params, size_t paramBytes)
{
    PlanStep &step = executor->steps[executor->stepNum++];
    step.kind = PlanStep::Kind::kKernel;
    KernelStep &k = step.kernel;  // fields set one by one: zeroing the whole step costs a small call ~5%
    k.fn = fn;
    k.name = name;
    k.operandNum = 0;
    for (const BufferRef &operand : operands) {
        k.operands[k.operandNum++] = operand;
    }
    k.tiling = TileElementwise(problem, TilingMachine(), ThreadLimit());
    std::memcpy(k.params, params, paramBytes);
}

aclnnStatus RunExecutor(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream,
                        const char *api)
{
    if (executor == nullptr) {
        SetErrorMessage("%s: executor is null", api);
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    if (!IsLive(executor)) {
        SetErrorMessage(
            "%s: executor %p is not live: it already ran (make it repeatable with "
            "aclSetAclOpExecutorRepeatable to run it again) or was destroyed",
            api, static_cast<void *>(executor));
        return ACLNN_ERR_INNER;
    }
    aclnnStatus status = ACLNN_SUCCESS;
    if (workspaceSize > 0 && workspace == nullptr) {
        SetErrorMessage("%s: workspace is null but workspaceSize is %lu", api, (unsigned long)workspaceSize);
        status = ACLNN_ERR_PARAM_NULLPTR;
    } else if (workspaceSize < executor->workspaceSize) {
        SetErrorMessage("%s: workspaceSize %lu is smaller than the %lu bytes GetWorkspaceSize asked for", api,
                        (unsigned long)workspaceSize, (unsigned long)executor->workspaceSize);
        status = ACLNN_ERR_PARAM_INVALID;
    } else if (!IsValidStream(stream)) {
        SetErrorMessage("%s: stream %p is not a live stream", api, stream);
        status = ACLNN_ERR_PARAM_INVALID;
    } else {
        RunPlan(*executor, static_cast<uint8_t *>(workspace));
    }
    if (!executor->repeatable) {
        ReleaseExecutor(executor);  // single use, as CANN: the framework deletes it after phase 2
    }
    return status;
}

}  // namespace aclp

extern "C" {

aclnnStatus aclSetAclOpExecutorRepeatable(aclOpExecutor *executor)
{
    if (executor == nullptr) {
        aclp::SetErrorMessage("aclSetAclOpExecutorRepeatable: executor is null");
        return ACLNN_ERR_INNER_NULLPTR;
    }
    if (!aclp::IsLive(executor)) {
        aclp::SetErrorMessage("aclSetAclOpExecutorRepeatable: executor %p is not live", static_cast<void *>(executor));
        return ACLNN_ERR_INNER;
    }
    executor->repeatable = true;
    return ACLNN_SUCCESS;
}

aclnnStatus aclDestroyAclOpExecutor(aclOpExecutor *executor)
{
    if (executor == nullptr) {
        aclp::SetErrorMessage("aclDestroyAclOpExecutor: executor is null");
        return ACLNN_ERR_INNER_NULLPTR;
    }
    if (!aclp::IsLive(executor)) {
        aclp::SetErrorMessage("aclDestroyAclOpExecutor: executor %p is not live (already run or destroyed)",
                              static_cast<void *>(executor));
        return ACLNN_ERR_INNER;
    }
    aclp::ReleaseExecutor(executor);
    return ACLNN_SUCCESS;
}

namespace {

// Common part of the aclSet*TensorAddr calls: `index` counts bound tensors from `first` to `end`.
aclnnStatus SetBoundAddress(const char *api, aclOpExecutor *executor, size_t index, uint32_t first, bool outputs,
                            aclTensor *tensor, void *addr)
{
    if (executor == nullptr || tensor == nullptr) {
        aclp::SetErrorMessage("%s: %s is null", api, executor == nullptr ? "executor" : "tensor");
        return ACLNN_ERR_INNER_NULLPTR;
    }
    if (!aclp::IsLive(executor)) {
        aclp::SetErrorMessage("%s: executor %p is not live", api, static_cast<void *>(executor));
        return ACLNN_ERR_INNER;
    }
    const uint32_t end = outputs || first > 0 ? executor->boundNum : executor->inputNum;
    if (index >= end - first) {
        aclp::SetErrorMessage("%s: index %zu is out of range; the operator has %u such tensors", api, index,
                              end - first);
        return ACLNN_ERR_PARAM_INVALID;
    }
    executor->bound[first + index].data = static_cast<uint8_t *>(addr);
    tensor->data = addr;
    return ACLNN_SUCCESS;
}

aclnnStatus NoTensorLists(const char *api, aclOpExecutor *executor, aclTensorList *tensors)
{
    if (executor == nullptr || tensors == nullptr) {
        aclp::SetErrorMessage("%s: %s is null", api, executor == nullptr ? "executor" : "tensor list");
        return ACLNN_ERR_INNER_NULLPTR;
    }
    aclp::SetErrorMessage("%s: this operator has no tensor-list arguments", api);
    return ACLNN_ERR_PARAM_INVALID;
}

}  // namespace

aclnnStatus aclSetInputTensorAddr(aclOpExecutor *executor, const size_t index, aclTensor *tensor, void *addr)
{
    return SetBoundAddress("aclSetInputTensorAddr", executor, index, 0, false, tensor, addr);
}

aclnnStatus aclSetOutputTensorAddr(aclOpExecutor *executor, const size_t index, aclTensor *tensor, void *addr)
{
    return SetBoundAddress("aclSetOutputTensorAddr", executor, index, executor ? executor->inputNum : 0, true, tensor,
                           addr);
}

aclnnStatus aclSetTensorAddr(aclOpExecutor *executor, const size_t index, aclTensor *tensor, void *addr)
{
    return SetBoundAddress("aclSetTensorAddr", executor, index, 0, true, tensor, addr);
}

aclnnStatus AclSetInputTensorAddr(aclOpExecutor *executor, const size_t index, aclTensor *tensor, void *addr)
{
    return aclSetInputTensorAddr(executor, index, tensor, addr);
}

aclnnStatus AclSetOutputTensorAddr(aclOpExecutor *executor, const size_t index, aclTensor *tensor, void *addr)
{
    return aclSetOutputTensorAddr(executor, index, tensor, addr);
}

aclnnStatus AclSetTensorAddr(aclOpExecutor *executor, const size_t index, aclTensor *tensor, void *addr)
{
    return aclSetTensorAddr(executor, index, tensor, addr);
}

aclnnStatus aclSetDynamicInputTensorAddr(aclOpExecutor *executor, size_t irIndex, const size_t relativeIndex,
                                         aclTensorList *tensors, void *addr)
{
    (void)irIndex, (void)relativeIndex, (void)addr;
    return NoTensorLists("aclSetDynamicInputTensorAddr", executor, tensors);
}

aclnnStatus aclSetDynamicOutputTensorAddr(aclOpExecutor *executor, size_t irIndex, const size_t relativeIndex,
                                          aclTensorList *tensors, void *addr)
{
    (void)irIndex, (void)relativeIndex, (void)addr;
    return NoTensorLists("aclSetDynamicOutputTensorAddr", executor, tensors);
}

aclnnStatus aclSetDynamicTensorAddr(aclOpExecutor *executor, size_t irIndex, const size_t relativeIndex,
                                    aclTensorList *tensors, void *addr)
{
    (void)irIndex, (void)relativeIndex, (void)addr;
    return NoTensorLists("aclSetDynamicTensorAddr", executor, tensors);
}

aclnnStatus aclnnInit(const char *configPath)
{
    (void)configPath;  // nothing to configure: operators need no kernel packages on the CPU
    return ACLNN_SUCCESS;
}

aclnnStatus aclnnFinalize()
{
    return ACLNN_SUCCESS;
}

}  // extern "C"
