// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The executor: the plan recorded by phase 1 (GetWorkspaceSize) and run by phase 2. A plan is a short
// list of steps (strided copies and kernels) over buffers that live either in user tensors or in the
// workspace the caller provides.
#ifndef ACLP_NNOPBASE_EXECUTOR_H_
#define ACLP_NNOPBASE_EXECUTOR_H_

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <type_traits>

#include "aclnn/acl_meta.h"
#include "common/export.h"
#include "engine/elementwise_tiling.h"
#include "engine/strided_copy.h"
#include "engine/strided_elementwise.h"
#include "nnopbase/tensor.h"

namespace aclp {

// A buffer of the plan: a byte offset into one of the call's tensors (whose address aclSet*TensorAddr
// may change between runs), into the workspace (known only in phase 2), or a fixed address.
struct BufferRef {
    uint8_t *address;
    uint64_t offset;  // bytes from the bound tensor's data, or from the workspace
    bool inWorkspace;
    int8_t bound;  // index into the executor's tensors, -1 when not a tensor's (always set it)
};

constexpr size_t kMaxKernelOperands = kMaxViewOperands;
constexpr size_t kKernelParamBytes = 48;

struct KernelStep;
// Runs elements [begin, end) of a kernel step; operands are resolved addresses in the step's order.
using KernelFn = void (*)(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end);
// A gating select kernel's test alone: the bits keep(tested[i]) of n elements, element i at bit i % 8 of byte i / 8.
using GateBitsFn = void (*)(const KernelStep &step, const uint8_t *tested, uint8_t *bits, size_t n);

struct KernelStep {
    KernelFn fn;
    const char *name;
    uint32_t operandNum;
    BufferRef operands[kMaxKernelOperands];
    ElementwiseTiling tiling;
    uint32_t alignElems;  // the problem's: 1 unless an operand holds bits (then never run on views)
    bool onViews;         // runs on the operands' own views, as the executor's `views` describes
    // Set when the kernel is a gating select (operands {passed, tested, out}, out = keep(tested) ? passed : +0):
    // its test alone, which lets a tested row broadcast across rows be tested once (RowGate).
    GateBitsFn gateBits;
    alignas(8) uint8_t params[kKernelParamBytes];  // the op's POD parameters
};

struct CopyStep {
    BufferRef src;
    BufferRef dst;
    StridedView srcView;
    StridedView dstView;
    uint32_t elemSize;
};

struct PlanStep {
    enum class Kind : uint8_t { kCopy, kKernel } kind;
    union {
        CopyStep copy;
        KernelStep kernel;
    };
};

constexpr size_t kMaxPlanSteps = 8;
constexpr size_t kMaxBoundTensors = 8;

// A tensor of the call, in the order of the aclnn signature (inputs, then outputs): its slot. The plan
// addresses tensors by slot, so one aclTensor passed as two arguments still has two slots.
struct BoundTensor {
    aclTensor *tensor;  // the caller's; read in phase 1 only (the caller may destroy it before phase 2)
    uint8_t *data;      // follows aclSetInputTensorAddr / aclSetOutputTensorAddr / aclSetTensorAddr
    // The bytes [data + firstByte, data + endByte) the call touches (phase 1's view; a mask's packed bytes),
    // for strict device-memory mode and the overlap checks of a re-addressed executor.
    uint64_t firstByte;
    uint64_t endByte;
    bool output;
    bool empty;              // no elements: a null address is fine
    uint8_t sameGeometryAs;  // an output's: bit k when input slot k has its offset, shape, strides and dtype
                             // (at one address, the two are then the same view: in place)
};

}  // namespace aclp

struct aclOpExecutor {
    const char *opName = "";
    aclp::PlanStep steps[aclp::kMaxPlanSteps];
    uint32_t stepNum = 0;
    uint64_t workspaceSize = 0;
    aclp::ViewGeometry views;  // of the one kernel step with onViews set (see l0op::KeepKernelOnViews)
    bool repeatable = false;
    bool readdressed = false;  // an aclSet*TensorAddr moved a tensor: phase 2 checks overlaps again
    aclp::BoundTensor bound[aclp::kMaxBoundTensors];
    uint32_t boundNum = 0;
    uint32_t inputNum = 0;
    bool live = false;        // handed out by phase 1 and not yet spent or destroyed (see the pool)
    uint32_t slot = 0;        // the pool's index of this executor, set once
    uint64_t generation = 0;  // how often the slot has been handed out: the handle carries it
};

namespace aclp {

// Phase 1 helpers.
ACLP_EXPORT aclOpExecutor *CreateExecutor(const char *opName);  // live, from the pool; nullptr if out of memory
// CreateExecutor for a GetWorkspaceSize, with the call's tensors recorded in signature order (inputs,
// then outputs) so that aclSet*TensorAddr can move them later: 561101 with a message when out of memory.
ACLP_EXPORT aclnnStatus CreatePlan(const char *api, std::initializer_list<const aclTensor *> inputs,
                                   std::initializer_list<const aclTensor *> outputs, aclOpExecutor **plan);
// The end of every GetWorkspaceSize: hand the plan (as a handle, see HandleOf) and the workspace it needs
// to the caller.
ACLP_EXPORT aclnnStatus ReturnPlan(aclOpExecutor *plan, uint64_t *workspaceSize, aclOpExecutor **executor);
// Callers never see an executor's address: they get a handle carrying its slot and the slot's
// generation, so a spent handle stays recognisable after its slot is handed out again (for 2^36
// reuses of that slot). FromHandle gives the live executor, or nullptr for a spent, destroyed or
// made-up handle.
ACLP_EXPORT aclOpExecutor *HandleOf(const aclOpExecutor *executor);
ACLP_EXPORT aclOpExecutor *FromHandle(const aclOpExecutor *handle);
ACLP_EXPORT void ReleaseExecutor(aclOpExecutor *executor);  // back to the pool, no longer live
ACLP_EXPORT BufferRef AllocWorkspace(aclOpExecutor *executor, uint64_t bytes);
// The buffer at view element 0 of the call's tensor in `slot` (signature order, inputs then outputs).
ACLP_EXPORT BufferRef TensorBuffer(const aclOpExecutor *executor, uint32_t slot);
// The call's tensor in `slot`, in phase 1.
inline const aclTensor &SlotTensor(const aclOpExecutor *executor, uint32_t slot)
{
    return *executor->bound[slot].tensor;
}
ACLP_EXPORT void AddCopy(aclOpExecutor *executor, const CopyStep &copy);
// The problem of an elementwise kernel over `numel` elements, from its operands' dtypes: every input read once
// and every output written once; a packed 1-bit mask (UINT1) counts 1/8 byte and puts block starts on
// multiples of 64 elements (whole 64-bit mask words, no byte shared by two threads).
inline ElementwiseProblem ProblemOf(uint64_t numel, std::initializer_list<aclDataType> inputs,
                                    std::initializer_list<aclDataType> outputs)
{
    ElementwiseProblem problem{numel, 0.0, 0.0, 1};
    aclDataType last = ACL_DT_UNDEFINED;  // operands mostly share one dtype: look its size up once
    double lastBytes = 0.0;
    auto bytes = [&](aclDataType dtype) {
        if (dtype == ACL_UINT1) {
            problem.alignElems = 64;
            return 0.125;
        }
        if (dtype != last) {
            last = dtype;
            lastBytes = static_cast<double>(ElementSize(dtype));
        }
        return lastBytes;
    };
    for (aclDataType d : inputs) {
        problem.bytesPerElem += bytes(d);
    }
    for (aclDataType d : outputs) {
        const double b = bytes(d);
        problem.bytesPerElem += b;
        problem.outBytesPerElem += b;
    }
    return problem;
}
// Records an elementwise kernel: its operands, the tiling of `problem` for this machine and thread
// limit, and its POD parameters.
ACLP_EXPORT void AddElementwiseKernel(aclOpExecutor *executor, KernelFn fn, const char *name,
                                      std::initializer_list<BufferRef> operands, const ElementwiseProblem &problem,
                                      const void *params, size_t paramBytes);
// Marks the kernel just added as a gating select whose test is `gateBits`.
ACLP_EXPORT void MarkGatingSelect(aclOpExecutor *executor, GateBitsFn gateBits);
template <typename Params>
void AddElementwiseKernel(aclOpExecutor *executor, KernelFn fn, const char *name,
                          std::initializer_list<BufferRef> operands, const ElementwiseProblem &problem,
                          const Params &params)
{
    static_assert(std::is_trivially_copyable_v<Params> && sizeof(Params) <= kKernelParamBytes,
                  "kernel parameters are a small POD");
    AddElementwiseKernel(executor, fn, name, operands, problem, &params, sizeof(params));
}

// Phase 2: CANN's CommonOpExecutorRun. Checks the executor and workspace, runs the plan on the stream,
// then deletes the executor unless it is repeatable. A refused call (bad workspace or stream, tensors moved
// onto each other, strict device-memory mode) leaves the executor as it was: runnable and destroyable.
ACLP_EXPORT aclnnStatus RunExecutor(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                    aclrtStream stream, const char *api);

}  // namespace aclp

#endif  // ACLP_NNOPBASE_EXECUTOR_H_
