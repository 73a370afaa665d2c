// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "nnopbase/executor.h"

#include "nnopbase/tensor.h"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <memory>
#include <mutex>
#include <new>
#include <stdexcept>
#include <string>
#include <vector>

#include "aclnn/aclnn_base.h"
#include "aclnn/opdev/op_errno.h"
#include "engine/machine.h"
#include "engine/thread_pool.h"
#include "hwy/cache_control.h"
#include "nnopbase/op_checks.h"
#include "runtime/device_memory.h"
#include "runtime/error_message.h"
#include "runtime/stream.h"

namespace aclp {
namespace {

// Executors come from a pool that never gives memory back: a small call's two phases then touch no
// heap. Callers hold handles, not addresses (see HandleOf): a handle names a slot and the generation the
// slot had when it was handed out, so a spent or destroyed handle is reported instead of used, even
// after its slot serves another call.
//
// A small call takes no lock either: each thread keeps a few free executors of its own (taken from and
// given back to the shared free list in batches, under the mutex), and a handle is checked against a slab
// table that only grows, read without the lock. An executor's `live` and `generation` are read and written
// atomically: a handle checked on one thread may name a slot another thread is handing out.
class ExecutorPool {
public:
    static constexpr uint32_t kSlotBits = 24;  // up to 16M executors alive at once
    static constexpr uint32_t kTagBits = 4;    // handles look like aligned pointers
    static constexpr uint64_t kGenerationMask = (uint64_t{1} << (64 - kSlotBits - kTagBits)) - 1;
    static constexpr size_t kSlabExecutors = 64;
    static constexpr size_t kMaxSlabs = (size_t{1} << kSlotBits) / kSlabExecutors;
    static constexpr size_t kLocalMax = 16;  // free executors a thread keeps
    static constexpr size_t kBatch = 8;      // moved between a thread and the shared list at once

    // A thread's own free executors: given back to the shared list when the thread ends (`gone`: after that,
    // and for static destructors running after it, the thread uses the shared list directly). Trivially
    // destructible and constant-initialised, so the hot path reaches it without a guard.
    struct LocalFree {
        aclOpExecutor *items[kLocalMax];
        size_t count;
        bool gone;
    };

    ExecutorPool() : slabs_(new aclOpExecutor *[kMaxSlabs]) {}  // 2 MB of address space, touched as it fills

    aclOpExecutor *Acquire(LocalFree *local)
    {
        aclOpExecutor *executor = local != nullptr ? TakeLocal(*local) : TakeShared();
        if (executor == nullptr) {
            return nullptr;
        }
        const uint32_t slot = executor->slot;
        const uint64_t previous = __atomic_load_n(&executor->generation, __ATOMIC_RELAXED);
        const uint64_t generation = (previous + 1) & kGenerationMask;
        new (executor) aclOpExecutor;
        executor->slot = slot;
        __atomic_store_n(&executor->generation, generation == 0 ? 1 : generation, __ATOMIC_RELAXED);  // never null
        __atomic_store_n(&executor->live, true, __ATOMIC_RELEASE);
        return executor;
    }
    void Release(LocalFree *local, aclOpExecutor *executor)
    {
        __atomic_store_n(&executor->live, false, __ATOMIC_RELEASE);
        if (local == nullptr || local->count == kLocalMax) {
            std::lock_guard<std::mutex> lock(mutex_);
            if (local == nullptr) {
                free_.push_back(executor);  // capacity reserved by Grow: cannot throw
                return;
            }
            for (size_t i = 0; i < kBatch; ++i) {
                free_.push_back(local->items[--local->count]);
            }
        }
        local->items[local->count++] = executor;
    }
    void GiveBack(LocalFree &local)
    {
        std::lock_guard<std::mutex> lock(mutex_);
        while (local.count > 0) {
            free_.push_back(local.items[--local.count]);
        }
    }
    static aclOpExecutor *Handle(const aclOpExecutor *executor)
    {
        const uint64_t value = ((executor->generation << kSlotBits) | executor->slot) << kTagBits;
        return reinterpret_cast<aclOpExecutor *>(static_cast<uintptr_t>(value));
    }
    aclOpExecutor *Live(const aclOpExecutor *handle) const
    {
        const auto value = static_cast<uint64_t>(reinterpret_cast<uintptr_t>(handle));
        if ((value & ((1u << kTagBits) - 1)) != 0) {
            return nullptr;
        }
        const uint64_t slot = (value >> kTagBits) & ((uint64_t{1} << kSlotBits) - 1);
        const uint64_t generation = value >> (kTagBits + kSlotBits);
        if (slot / kSlabExecutors >= slabCount_.load(std::memory_order_acquire)) {
            return nullptr;
        }
        aclOpExecutor *executor = &slabs_[slot / kSlabExecutors][slot % kSlabExecutors];
        const bool live = __atomic_load_n(&executor->live, __ATOMIC_ACQUIRE);
        return live && __atomic_load_n(&executor->generation, __ATOMIC_RELAXED) == generation ? executor : nullptr;
    }

private:
    // One of the thread's own, refilled by a batch from the shared list when it has none; nullptr if out of
    // memory.
    aclOpExecutor *TakeLocal(LocalFree &local)
    {
        if (local.count == 0) {
            ArmThreadExit();
            local.count = TakeShared(local.items, kBatch);
            if (local.count == 0) {
                return nullptr;
            }
        }
        return local.items[--local.count];
    }
    aclOpExecutor *TakeShared()
    {
        aclOpExecutor *executor = nullptr;
        return TakeShared(&executor, 1) == 1 ? executor : nullptr;
    }
    // Up to `most` from the shared list into `into`, growing it when empty: how many (0 if out of memory).
    size_t TakeShared(aclOpExecutor **into, size_t most)
    {
        std::lock_guard<std::mutex> lock(mutex_);
        if (free_.empty() && !Grow()) {
            return 0;
        }
        size_t taken = 0;
        for (; taken < most && !free_.empty(); ++taken) {
            into[taken] = free_.back();
            free_.pop_back();
        }
        return taken;
    }

    bool Grow()
    {
        const size_t slabs = slabCount_.load(std::memory_order_relaxed);
        if (slabs + 1 > kMaxSlabs) {
            return false;
        }
        try {
            free_.reserve((slabs + 1) * kSlabExecutors);
        } catch (const std::bad_alloc &) {
            return false;
        }
        void *memory = ::operator new(kSlabExecutors * sizeof(aclOpExecutor), std::nothrow);
        if (memory == nullptr) {
            return false;
        }
        auto *slots = static_cast<aclOpExecutor *>(memory);
        const auto first = static_cast<uint32_t>(slabs * kSlabExecutors);
        for (size_t i = kSlabExecutors; i-- > 0;) {
            new (&slots[i]) aclOpExecutor;  // live = false until handed out
            slots[i].slot = first + static_cast<uint32_t>(i);
            free_.push_back(&slots[i]);
        }
        slabs_[slabs] = slots;
        slabCount_.store(slabs + 1, std::memory_order_release);  // publishes the slab to Live
        return true;
    }

    static void ArmThreadExit();

    std::mutex mutex_;
    std::unique_ptr<aclOpExecutor *[]> slabs_;  // slab k holds slots [64k, 64k + 64); only grows
    std::atomic<size_t> slabCount_{0};
    std::vector<aclOpExecutor *> free_;
};

ExecutorPool &Executors()
{
    static ExecutorPool *pool = new ExecutorPool;  // never destroyed: usable from static destructors
    return *pool;
}

thread_local ExecutorPool::LocalFree tLocalFree{};

// Gives the thread's free executors back when it ends; armed by the thread's first refill.
struct LocalFreeReturner {
    bool armed = false;
    ~LocalFreeReturner()
    {
        Executors().GiveBack(tLocalFree);
        tLocalFree.gone = true;
    }
};
thread_local LocalFreeReturner tLocalFreeReturner;

void ExecutorPool::ArmThreadExit()
{
    tLocalFreeReturner.armed = true;  // (its first use registers the destructor)
}

// The calling thread's free executors, or nullptr once the thread is ending.
ExecutorPool::LocalFree *LocalExecutors()
{
    ExecutorPool::LocalFree *local = &tLocalFree;
    return local->gone ? nullptr : local;
}

// Plans have fixed capacities (a small call touches no heap). An operator that needs more is a bug in
// that operator: it is thrown (its GetWorkspaceSize reports an internal error) instead of written past
// the end of the plan.
[[noreturn]] void PlanTooSmall(const char *api, size_t capacity, const char *what)
{
    throw std::length_error(std::string(api) + ": its plan needs more than " + std::to_string(capacity) + " " + what);
}

inline void NeedRoom(const char *api, size_t used, size_t adding, size_t capacity, const char *what)
{
    if (__builtin_expect(used + adding > capacity, 0)) {
        PlanTooSmall(api, capacity, what);
    }
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
    if (t.nonTemporal != 0) {
        hwy::FlushStream();  // the block's streamed stores reach memory before the pool counts it done
    }
}

// A kernel step on views: each dense piece is elements [0, n) of the kernel over the piece's pointers.
struct PieceJob {
    KernelStep step;  // the plan's, with streaming stores only where the output is written in place
};

void RunKernelPiece(const void *context, uint8_t *const *pointers, size_t n)
{
    const KernelStep &step = static_cast<const PieceJob *>(context)->step;
    step.fn(step, pointers, 0, n);
}

void GateBitsOfPiece(const void *context, const uint8_t *tested, uint8_t *bits, size_t n)
{
    const KernelStep &step = static_cast<const PieceJob *>(context)->step;
    step.gateBits(step, tested, bits, n);
}

void RunKernelOnViews(const KernelStep &step, const ViewGeometry &views, uint8_t *const *operands, size_t threads)
{
    PieceJob job{step};
    for (uint32_t k = 0; k < views.operandNum; ++k) {
        if ((views.outputMask >> k & 1u) != 0 && !DenseAlongRows(views, k)) {
            job.step.tiling.nonTemporal = 0;  // written into a small buffer, then scattered
        }
    }
    if (views.pieceElems < kGatherPieceElems) {
        job.step.tiling.nonTemporal = 0;  // short pieces: the fences would cost more than the stores save
    }
    const RowGate gate{GateBitsOfPiece, job.step.tiling.nonTemporal != 0};
    RunOnViews(views, operands, threads, RunKernelPiece, &job, step.gateBits != nullptr ? &gate : nullptr);
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
        if (step.kernel.onViews) {
            RunKernelOnViews(step.kernel, executor.views, job.operands, threads);
            continue;
        }
        ParallelFor(step.kernel.tiling.blockNum, threads, RunKernelBlock, &job);
    }
}

// Strict device-memory mode: all the bytes of every tensor with elements, and the whole workspace the caller
// declares, must lie in one aclrtMalloc block each, as a kernel on an NPU cannot reach anything else.
bool InDeviceMemory(const aclOpExecutor &executor, const void *workspace, uint64_t workspaceSize, const char *api)
{
    for (uint32_t i = 0; i < executor.boundNum; ++i) {
        const BoundTensor &b = executor.bound[i];
        if (b.empty) {
            continue;
        }
        const auto *first = reinterpret_cast<const uint8_t *>(reinterpret_cast<uintptr_t>(b.data) + b.firstByte);
        const uint64_t bytes = b.endByte - b.firstByte;
        const MemoryKind kind = KindOf(first, bytes);
        if (kind != MemoryKind::kDevice) {
            const MemoryKind start = KindOf(first);
            SetErrorMessage(
                "%s: tensor %u of the call (%s %u) touches the %lu bytes from %p, %s; strict device-memory mode "
                "wants them in one block of device memory from aclrtMalloc, as an NPU kernel cannot reach anything "
                "else",
                api, i, b.output ? "output" : "input", b.output ? i - executor.inputNum : i, (unsigned long)bytes,
                static_cast<const void *>(first),
                start == MemoryKind::kDevice ? "which run past the end of their device block" : KindName(start));
            return false;
        }
    }
    if (workspaceSize > 0 && KindOf(workspace, workspaceSize) != MemoryKind::kDevice) {
        const MemoryKind start = KindOf(workspace);
        SetErrorMessage(
            "%s: the workspace of %lu bytes at %p is %s; strict device-memory mode wants it in one block of device "
            "memory from aclrtMalloc",
            api, (unsigned long)workspaceSize, workspace,
            start == MemoryKind::kDevice ? "larger than what is left of its device block" : KindName(start));
        return false;
    }
    return true;
}

// After aclSet*TensorAddr moved tensors, phase 1's rule again: no output overlaps another tensor of the call,
// except an input that is the very same view (in place: same address, offset, shape, strides and dtype).
bool BoundTensorsApart(const aclOpExecutor &executor, const char *api)
{
    for (uint32_t o = executor.inputNum; o < executor.boundNum; ++o) {
        const BoundTensor &out = executor.bound[o];
        if (out.empty) {
            continue;
        }
        for (uint32_t k = 0; k < o; ++k) {
            const BoundTensor &other = executor.bound[k];
            // (addresses as integers: a moved tensor's end may lie past any object, even past the address space)
            const auto at = [](const BoundTensor &b, uint64_t offset) {
                return static_cast<unsigned __int128>(reinterpret_cast<uintptr_t>(b.data)) + offset;
            };
            const bool apart = other.empty || at(out, out.endByte) <= at(other, other.firstByte) ||
                               at(other, other.endByte) <= at(out, out.firstByte);
            const bool inPlace = ((out.sameGeometryAs >> k) & 1u) != 0 && other.data == out.data;
            if (!apart && !inPlace) {
                SetErrorMessage(
                    "%s: after aclSet*TensorAddr, tensor %u of the call (output %u) overlaps tensor %u (%s %u) in "
                    "memory without being the same view; only the very same view (in place) is supported",
                    api, o, o - executor.inputNum, k, other.output ? "output" : "input",
                    other.output ? k - executor.inputNum : k);
                return false;
            }
        }
    }
    return true;
}

// A call's tensor as phase 2 needs it: its address, the bytes its view touches, and (for an output) which
// inputs have its geometry, so that the two at one address are the same view.
BoundTensor BindTensor(const aclTensor *t, bool output, std::initializer_list<const aclTensor *> inputs)
{
    BoundTensor b{const_cast<aclTensor *>(t), static_cast<uint8_t *>(t->data), 0, 0, output, true, 0};
    const TensorFacts f = FactsOf(*t);
    if (f.numel == 0) {
        return b;
    }
    b.empty = false;
    if (t->dtype == ACL_UINT1) {  // a packed mask: contiguous from offset 0 (CheckBitMask)
        b.endByte = MaskBytes(f.numel);
    } else if (f.layoutValid) {
        b.firstByte = static_cast<uint64_t>(f.extentLo) * f.elemSize;
        b.endByte = static_cast<uint64_t>(f.extentHi + 1) * f.elemSize;
    }
    if (!output) {
        return b;
    }
    uint32_t k = 0;
    for (const aclTensor *in : inputs) {
        // Dense views of one dtype, offset and size are the same elements in the same order; only strided ones need
        // their shapes and strides compared (a small call's phase 1 should not pay for two vector compares).
        const TensorFacts g = FactsOf(*in);
        const bool same =
            in == t ||
            (in->dtype == t->dtype && in->offset == t->offset && g.numel == f.numel &&
             ((g.contiguous && f.contiguous) || (in->viewShape == t->viewShape && in->strides == t->strides)));
        b.sameGeometryAs |= static_cast<uint8_t>((same ? 1u : 0u) << k++);
    }
    return b;
}

}  // namespace

aclOpExecutor *CreateExecutor(const char *opName)
{
    aclOpExecutor *executor = Executors().Acquire(LocalExecutors());
    if (executor != nullptr) {
        executor->opName = opName;
    }
    return executor;
}

aclnnStatus CreatePlan(const char *api, std::initializer_list<const aclTensor *> inputs,
                       std::initializer_list<const aclTensor *> outputs, aclOpExecutor **plan)
{
    NeedRoom(api, 0, inputs.size() + outputs.size(), kMaxBoundTensors, "tensors");
    aclOpExecutor *p = CreateExecutor(api);
    *plan = p;
    if (p == nullptr) {
        SetErrorMessage("%s: out of memory creating the executor.", api);
        return ACLNN_ERR_INNER_CREATE_EXECUTOR;
    }
    // The call's tensors in signature order (inputs, then outputs), for aclSet*TensorAddr.
    uint32_t n = 0;
    for (const aclTensor *t : inputs) {
        p->bound[n++] = BindTensor(t, false, inputs);
    }
    p->inputNum = n;
    for (const aclTensor *t : outputs) {
        p->bound[n++] = BindTensor(t, true, inputs);
    }
    p->boundNum = n;
    return ACLNN_SUCCESS;
}

aclnnStatus ReturnPlan(aclOpExecutor *plan, uint64_t *workspaceSize, aclOpExecutor **executor)
{
    *workspaceSize = plan->workspaceSize;
    *executor = HandleOf(plan);
    return ACLNN_SUCCESS;
}

aclOpExecutor *HandleOf(const aclOpExecutor *executor)
{
    return ExecutorPool::Handle(executor);
}

aclOpExecutor *FromHandle(const aclOpExecutor *handle)
{
    return Executors().Live(handle);
}

void ReleaseExecutor(aclOpExecutor *executor)
{
    if (executor != nullptr) {
        Executors().Release(LocalExecutors(), executor);
    }
}

BufferRef AllocWorkspace(aclOpExecutor *executor, uint64_t bytes)
{
    constexpr uint64_t kAlign = 64;  // every temporary starts on a cache line
    BufferRef ref{nullptr, executor->workspaceSize, true, -1};
    executor->workspaceSize += (bytes + kAlign - 1) / kAlign * kAlign;
    return ref;
}

BufferRef TensorBuffer(const aclOpExecutor *executor, uint32_t slot)
{
    const aclTensor &tensor = SlotTensor(executor, slot);
    const uint64_t offset = static_cast<uint64_t>(tensor.offset) * ElementSize(tensor.dtype);
    return BufferRef{nullptr, offset, false, static_cast<int8_t>(slot)};
}

void AddCopy(aclOpExecutor *executor, const CopyStep &copy)
{
    NeedRoom(executor->opName, executor->stepNum, 1, kMaxPlanSteps, "steps");
    PlanStep &step = executor->steps[executor->stepNum++];
    step.kind = PlanStep::Kind::kCopy;
    step.copy = copy;
}

void AddElementwiseKernel(aclOpExecutor *executor, KernelFn fn, const char *name,
                          std::initializer_list<BufferRef> operands, const ElementwiseProblem &problem,
                          const void *params, size_t paramBytes)
{
    NeedRoom(executor->opName, executor->stepNum, 1, kMaxPlanSteps, "steps");
    NeedRoom(executor->opName, 0, operands.size(), kMaxKernelOperands, "operands in one kernel");
    NeedRoom(executor->opName, 0, paramBytes, kKernelParamBytes, "bytes of kernel parameters");
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
    k.alignElems = static_cast<uint32_t>(problem.alignElems);
    k.onViews = false;
    k.gateBits = nullptr;
    std::memcpy(k.params, params, paramBytes);
}

void MarkGatingSelect(aclOpExecutor *executor, GateBitsFn gateBits)
{
    if (executor->stepNum == 0) {
        return;
    }
    PlanStep &step = executor->steps[executor->stepNum - 1];
    if (step.kind == PlanStep::Kind::kKernel && step.kernel.operandNum == 3) {
        step.kernel.gateBits = gateBits;
    }
}

aclnnStatus RunExecutor(void *workspace, uint64_t workspaceSize, aclOpExecutor *handle, aclrtStream stream,
                        const char *api)
{
    if (handle == nullptr) {
        SetErrorMessage("%s: executor is null", api);
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    aclOpExecutor *executor = FromHandle(handle);
    if (executor == nullptr) {
        SetErrorMessage(
            "%s: executor %p is not live: it already ran (make it repeatable with "
            "aclSetAclOpExecutorRepeatable to run it again), was destroyed, or never came from a "
            "GetWorkspaceSize",
            api, static_cast<void *>(handle));
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
    } else if (executor->readdressed && !BoundTensorsApart(*executor, api)) {
        status = ACLNN_ERR_PARAM_INVALID;
    } else if (StrictDeviceMemory() && !InDeviceMemory(*executor, workspace, workspaceSize, api)) {
        status = ACLNN_ERR_RUNTIME_ERROR;
    } else {
        RunPlan(*executor, static_cast<uint8_t *>(workspace));
        if (!executor->repeatable) {
            ReleaseExecutor(executor);  // single use, as CANN: the framework deletes it after phase 2
        }
    }
    return status;  // a refused call leaves the executor as it was, to run again corrected or destroy
}

}  // namespace aclp

extern "C" {

aclnnStatus aclSetAclOpExecutorRepeatable(aclOpExecutor *handle)
try {
    if (handle == nullptr) {
        aclp::SetErrorMessage("aclSetAclOpExecutorRepeatable: executor is null");
        return ACLNN_ERR_INNER_NULLPTR;
    }
    aclOpExecutor *executor = aclp::FromHandle(handle);
    if (executor == nullptr) {
        aclp::SetErrorMessage("aclSetAclOpExecutorRepeatable: executor %p is not live", static_cast<void *>(handle));
        return ACLNN_ERR_INNER;
    }
    executor->repeatable = true;
    return ACLNN_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclSetAclOpExecutorRepeatable", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclDestroyAclOpExecutor(aclOpExecutor *handle)
try {
    if (handle == nullptr) {
        aclp::SetErrorMessage("aclDestroyAclOpExecutor: executor is null");
        return ACLNN_ERR_INNER_NULLPTR;
    }
    aclOpExecutor *executor = aclp::FromHandle(handle);
    if (executor == nullptr) {
        aclp::SetErrorMessage("aclDestroyAclOpExecutor: executor %p is not live (already run or destroyed)",
                              static_cast<void *>(handle));
        return ACLNN_ERR_INNER;
    }
    aclp::ReleaseExecutor(executor);
    return ACLNN_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclDestroyAclOpExecutor", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

namespace {

// Common part of the aclSet*TensorAddr calls (each guards exceptions itself): `index` counts the call's
// inputs, its outputs, or all its tensors, as `inputs` / `outputs` say.
aclnnStatus SetBoundAddress(const char *api, aclOpExecutor *handle, size_t index, bool inputs, bool outputs,
                            aclTensor *tensor, void *addr)
{
    if (handle == nullptr || tensor == nullptr) {
        aclp::SetErrorMessage("%s: %s is null", api, handle == nullptr ? "executor" : "tensor");
        return ACLNN_ERR_INNER_NULLPTR;
    }
    aclOpExecutor *executor = aclp::FromHandle(handle);
    if (executor == nullptr) {
        aclp::SetErrorMessage("%s: executor %p is not live", api, static_cast<void *>(handle));
        return ACLNN_ERR_INNER;
    }
    const uint32_t first = inputs ? 0 : executor->inputNum;
    const uint32_t end = outputs ? executor->boundNum : executor->inputNum;
    if (index >= end - first) {
        aclp::SetErrorMessage("%s: index %zu is out of range; the operator has %u such tensors", api, index,
                              end - first);
        return ACLNN_ERR_PARAM_INVALID;
    }
    if (addr == nullptr && !executor->bound[first + index].empty) {
        aclp::SetErrorMessage("%s: addr is null for tensor %zu, which has elements", api, index);
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    aclp::BoundTensor &bound = executor->bound[first + index];
    executor->readdressed = executor->readdressed || bound.data != addr;
    bound.data = static_cast<uint8_t *>(addr);
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
try {
    return SetBoundAddress("aclSetInputTensorAddr", executor, index, true, false, tensor, addr);
} catch (...) {
    return aclp::StatusFromException("aclSetInputTensorAddr", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclSetOutputTensorAddr(aclOpExecutor *executor, const size_t index, aclTensor *tensor, void *addr)
try {
    return SetBoundAddress("aclSetOutputTensorAddr", executor, index, false, true, tensor, addr);
} catch (...) {
    return aclp::StatusFromException("aclSetOutputTensorAddr", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclSetTensorAddr(aclOpExecutor *executor, const size_t index, aclTensor *tensor, void *addr)
try {
    return SetBoundAddress("aclSetTensorAddr", executor, index, true, true, tensor, addr);
} catch (...) {
    return aclp::StatusFromException("aclSetTensorAddr", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus AclSetInputTensorAddr(aclOpExecutor *executor, const size_t index, aclTensor *tensor, void *addr)
try {
    return aclSetInputTensorAddr(executor, index, tensor, addr);
} catch (...) {
    return aclp::StatusFromException("AclSetInputTensorAddr", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus AclSetOutputTensorAddr(aclOpExecutor *executor, const size_t index, aclTensor *tensor, void *addr)
try {
    return aclSetOutputTensorAddr(executor, index, tensor, addr);
} catch (...) {
    return aclp::StatusFromException("AclSetOutputTensorAddr", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus AclSetTensorAddr(aclOpExecutor *executor, const size_t index, aclTensor *tensor, void *addr)
try {
    return aclSetTensorAddr(executor, index, tensor, addr);
} catch (...) {
    return aclp::StatusFromException("AclSetTensorAddr", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclSetDynamicInputTensorAddr(aclOpExecutor *executor, size_t irIndex, const size_t relativeIndex,
                                         aclTensorList *tensors, void *addr)
try {
    (void)irIndex, (void)relativeIndex, (void)addr;
    return NoTensorLists("aclSetDynamicInputTensorAddr", executor, tensors);
} catch (...) {
    return aclp::StatusFromException("aclSetDynamicInputTensorAddr", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclSetDynamicOutputTensorAddr(aclOpExecutor *executor, size_t irIndex, const size_t relativeIndex,
                                          aclTensorList *tensors, void *addr)
try {
    (void)irIndex, (void)relativeIndex, (void)addr;
    return NoTensorLists("aclSetDynamicOutputTensorAddr", executor, tensors);
} catch (...) {
    return aclp::StatusFromException("aclSetDynamicOutputTensorAddr", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclSetDynamicTensorAddr(aclOpExecutor *executor, size_t irIndex, const size_t relativeIndex,
                                    aclTensorList *tensors, void *addr)
try {
    (void)irIndex, (void)relativeIndex, (void)addr;
    return NoTensorLists("aclSetDynamicTensorAddr", executor, tensors);
} catch (...) {
    return aclp::StatusFromException("aclSetDynamicTensorAddr", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInit(const char *configPath)
try {
    (void)configPath;  // nothing to configure: operators need no kernel packages on the CPU
    return ACLNN_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclnnInit", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnFinalize()
try {
    return ACLNN_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclnnFinalize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
