// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// One GetWorkspaceSize for every elementwise aclnn entry with one or two tensor inputs, one output and up
// to two scalars. An operator states its entry as data, a constexpr ElementwiseEntry: the parameter names of
// CANN's signature, its argument checks as a list of steps in CANN's order (each step one of the shared
// checks of op_checks.h, or the operator's own function where CANN checks something only it has), and a
// record function that records its level-0 kernel. ElementwiseGetWorkspaceSize<entry> then runs the steps
// (null-pointer steps lead and fail with 161001, any other fails with 161002) and PlanCheckedEntry the rest:
// the storage checks, the empty fast path and the plan, each input made dense in out's shape where needed
// (or the kernel run on the views directly), cast to the dtype the kernel computes in, the kernel, the result
// cast to out's dtype and written into out's view. The steps are unrolled when the operator's entry compiles
// (each a direct call, as a hand-written chain of checks would be: an interpreted list cost a third more
// instructions per call); the plan is one shared function.
#ifndef ACLP_NNOPBASE_ELEMENTWISE_ENTRY_H_
#define ACLP_NNOPBASE_ELEMENTWISE_ENTRY_H_

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "common/export.h"
#include "nnopbase/dtype_utils.h"
#include "nnopbase/executor.h"
#include "nnopbase/op_checks.h"
#include "nnopbase/plan_memo.h"
#include "nnopbase/tensor.h"

namespace aclp {

// A parameter of the call, as the check steps name it.
enum class Arg : uint8_t { kIn0, kIn1, kOut, kScalar0, kScalar1, kWorkspaceSize, kExecutor };

// The names CANN's signature gives the parameters (in1, scalars: nullptr where the entry has none).
struct EntryNames {
    const char *api;
    const char *in0;
    const char *in1;
    const char *out;
    const char *scalar0;
    const char *scalar1;

    constexpr EntryNames(const char *apiName, const char *input0, const char *input1, const char *output,
                         const char *s0 = nullptr, const char *s1 = nullptr)
        : api(apiName), in0(input0), in1(input1), out(output), scalar0(s0), scalar1(s1)
    {
    }
};

// What one call passed.
struct EntryCall {
    const aclTensor *in0;
    const aclTensor *in1;  // nullptr for a one-input entry
    const aclTensor *out;
    const aclScalar *scalar0;
    const aclScalar *scalar1;
    bool attribute;  // the entry's bool parameter, if it has one (LeakyReluBackward's selfIsResult)

    EntryCall(const aclTensor *input0, const aclTensor *input1, const aclTensor *output, const aclScalar *s0 = nullptr,
              const aclScalar *s1 = nullptr, bool flag = false)
        : in0(input0), in1(input1), out(output), scalar0(s0), scalar1(s1), attribute(flag)
    {
    }
    const aclTensor *Tensor(Arg a) const { return a == Arg::kIn0 ? in0 : a == Arg::kIn1 ? in1 : out; }
    const aclScalar *Scalar(Arg a) const { return a == Arg::kScalar0 ? scalar0 : scalar1; }
};

// What the steps worked out for the plan.
struct EntryFacts {
    // The dtype the kernel computes in: in0's, unless a kPromote step set the promoted dtype of the inputs.
    aclDataType compute = ACL_DT_UNDEFINED;
    bool promoted = false;
    float scalarF[2] = {0.0f, 0.0f};  // scalars read as float32 by kScalarAsFloat steps (or an operator's)
    ScalarValue scalarV[2] = {};      // scalars as read by kReadScalar steps
    uint64_t scalarBits[2] = {0, 0};  // an operator's own encoding of a scalar (Threshold: bits in self's dtype)
    std::vector<int64_t> *broadcast = nullptr;                      // the shape the kBroadcast step worked out
    Arg broadcastA = Arg::kIn0, broadcastB = Arg::kIn1;             // and its operands
    aclDataType inDtype[2] = {ACL_DT_UNDEFINED, ACL_DT_UNDEFINED};  // the call's, for a record that casts itself
    aclDataType outDtype = ACL_DT_UNDEFINED;

    // The dtype the kernel computes in, once the steps so far passed (in0 is not null).
    aclDataType ComputeDtype(const EntryCall &call) const { return promoted ? compute : call.in0->dtype; }
};

enum class CheckKind : uint8_t {
    kNotNull,                   // a is not null (tensor, scalar, workspaceSize or executor)          -> 161001
    kDtypeIn,                   // a's dtype (tensor or scalar) in `list`, narrowed by `profile`
    kSameDtype,                 // a's dtype equal to b's
    kMaxDim,                    // a's rank at most 8
    kSameShape,                 // a's shape equal to b's
    kBroadcast,                 // a and b broadcastable (NumPy rules)
    kShapeIsBroadcast,          // a's shape equal to the kBroadcast step's shape
    kPromote,                   // facts.compute := the promoted dtype of in0 and in1
    kComputeCastsTo,            // facts.compute castable to a's dtype
    kComputeCastsToFloating,    // the same, and a's dtype a real floating one
    kScalarAsFloat,             // scalar a read as float32 into facts.scalarF
    kNonNegativeScalarAsFloat,  // the same, refusing a negative value
    kReadScalar,                // scalar a real (not complex): facts.scalarV
    kOnlyOn,                    // the SoC profile in force is the default or one in `profiles`
    kOwn,                       // the operator's own check `own`
};

enum class DtypeProfile : uint8_t {
    kEvery,              // the same list on every SoC profile
    kNoBf16OnAscend910,  // the Ascend910 profile's list lacks BFLOAT16
};

using OwnCheck = bool (*)(const EntryNames &names, const EntryCall &call, EntryFacts *facts);

struct EntryCheck {
    CheckKind kind;
    Arg a = Arg::kIn0;
    Arg b = Arg::kIn0;
    DtypeList list{nullptr, 0};
    DtypeProfile profile = DtypeProfile::kEvery;
    uint32_t profiles = 0;  // kOnlyOn: bit (1 << SocProfile) per chip, as OperatorOnlyOn takes them
    OwnCheck own = nullptr;
};

// The steps, spelt as CANN's OP_CHECK lines read.
constexpr EntryCheck NotNull(Arg a)
{
    return {CheckKind::kNotNull, a};
}
constexpr EntryCheck DtypeIn(Arg a, DtypeList list, DtypeProfile profile = DtypeProfile::kNoBf16OnAscend910)
{
    return {CheckKind::kDtypeIn, a, a, list, profile};
}
constexpr EntryCheck SameDtype(Arg a, Arg ref)
{
    return {CheckKind::kSameDtype, a, ref};
}
constexpr EntryCheck MaxDim(Arg a)
{
    return {CheckKind::kMaxDim, a};
}
constexpr EntryCheck SameShape(Arg a, Arg ref)
{
    return {CheckKind::kSameShape, a, ref};
}
constexpr EntryCheck Broadcast(Arg a, Arg b)
{
    return {CheckKind::kBroadcast, a, b};
}
constexpr EntryCheck ShapeIsBroadcast(Arg a)
{
    return {CheckKind::kShapeIsBroadcast, a};
}
constexpr EntryCheck Promote()
{
    return {CheckKind::kPromote};
}
constexpr EntryCheck ComputeCastsTo(Arg a)
{
    return {CheckKind::kComputeCastsTo, a};
}
constexpr EntryCheck ComputeCastsToFloating(Arg a)
{
    return {CheckKind::kComputeCastsToFloating, a};
}
constexpr EntryCheck ScalarAsFloat(Arg a)
{
    return {CheckKind::kScalarAsFloat, a};
}
constexpr EntryCheck NonNegativeScalarAsFloat(Arg a)
{
    return {CheckKind::kNonNegativeScalarAsFloat, a};
}
constexpr EntryCheck RealScalar(Arg a)
{
    return {CheckKind::kReadScalar, a};
}
template <class... Profiles>
constexpr EntryCheck OnlyOn(Profiles... chips)
{
    EntryCheck c{CheckKind::kOnlyOn};
    c.profiles = ((1u << static_cast<uint32_t>(chips)) | ...);
    return c;
}
constexpr EntryCheck Own(OwnCheck own)
{
    EntryCheck c{CheckKind::kOwn};
    c.own = own;
    return c;
}

// Who converts dtypes around the kernel.
enum class EntryCasts : uint8_t {
    kToCompute,  // the skeleton: inputs cast to facts.compute, the result cast from it to out's dtype
    kByRecord,   // the record itself (an operator whose kernel reads or writes mixed dtypes, like AddRelu)
};

// Records the operator's kernel over `numel` elements: `in` are the inputs, dense; `result` is dense. With
// EntryCasts::kToCompute both are in `dtype` (facts.compute); with kByRecord they are in the call's dtypes
// (facts.inDtype, facts.outDtype).
using EntryRecord = void (*)(aclOpExecutor *plan, const BufferRef *in, const BufferRef &result, aclDataType dtype,
                             uint64_t numel, const EntryFacts &facts);

struct ElementwiseEntry {
    EntryNames names;
    const EntryCheck *checks;
    size_t checkCount;
    EntryRecord record;
    EntryCasts casts;

    // (A list whose null-pointer steps do not all come first does not compile.)
    template <size_t N>
    constexpr ElementwiseEntry(EntryNames n, const EntryCheck (&steps)[N], EntryRecord r,
                               EntryCasts c = EntryCasts::kToCompute)
        : names(n),
          checks(steps),
          checkCount(NullChecksLead(steps, N) ? N : throw "null checks lead"),
          record(r),
          casts(c)
    {
    }

    static constexpr bool NullChecksLead(const EntryCheck *steps, size_t n)
    {
        size_t k = 0;
        while (k < n && steps[k].kind == CheckKind::kNotNull) {
            ++k;
        }
        for (; k < n; ++k) {
            if (steps[k].kind == CheckKind::kNotNull) {
                return false;
            }
        }
        return true;
    }
};

// The parameter name of argument `a`.
constexpr const char *NameOf(const EntryNames &names, Arg a)
{
    switch (a) {
        case Arg::kIn0: return names.in0;
        case Arg::kIn1: return names.in1;
        case Arg::kOut: return names.out;
        case Arg::kScalar0: return names.scalar0;
        case Arg::kScalar1: return names.scalar1;
        case Arg::kWorkspaceSize: return "workspaceSize";
        case Arg::kExecutor: return "executor";
    }
    return "?";
}

// Phase 1 after the steps passed: our storage checks, the executor, and the plan.
ACLP_EXPORT aclnnStatus PlanCheckedEntry(const ElementwiseEntry &entry, const EntryCall &call, EntryFacts &facts,
                                         uint64_t *workspaceSize, aclOpExecutor **executor);

namespace entry_detail {

// The refusals' messages and what the steps share, out of line.
ACLP_EXPORT void CastRefused(const EntryNames &names, const EntryCall &call, const EntryFacts &facts, Arg a,
                             bool floatingOnly);
ACLP_EXPORT bool ShapeIsBroadcast(const EntryNames &names, const EntryCall &call, const EntryFacts &facts, Arg a);
// The calling thread's buffer for the broadcast shape (keeps its capacity: no heap per call).
ACLP_EXPORT std::vector<int64_t> *BroadcastShape();

constexpr bool IsScalar(Arg a)
{
    return a == Arg::kScalar0 || a == Arg::kScalar1;
}

// Step K of kEntry's list. Its kind is known when the operator's entry compiles, so each step is a direct
// call of the shared check, as a hand-written chain of checks would be.
template <const ElementwiseEntry &kEntry, size_t K>
inline aclnnStatus Step(const EntryCall &call, uint64_t *workspaceSize, aclOpExecutor **executor, EntryFacts *facts)
{
    constexpr EntryCheck kStep = kEntry.checks[K];
    constexpr Arg a = kStep.a;
    constexpr Param kParam{kEntry.names.api, NameOf(kEntry.names, a)};
    constexpr int kScalar = a == Arg::kScalar1 ? 1 : 0;
    bool ok = false;
    if constexpr (kStep.kind == CheckKind::kNotNull) {
        const void *pointer = a == Arg::kWorkspaceSize ? static_cast<const void *>(workspaceSize)
                              : a == Arg::kExecutor    ? static_cast<const void *>(executor)
                              : IsScalar(a)            ? static_cast<const void *>(call.Scalar(a))
                                                       : static_cast<const void *>(call.Tensor(a));
        return CheckNotNull(pointer, kParam) ? ACLNN_SUCCESS : ACLNN_ERR_PARAM_NULLPTR;
    } else if constexpr (kStep.kind == CheckKind::kDtypeIn) {
        const aclDataType dtype = IsScalar(a) ? call.Scalar(a)->dtype : call.Tensor(a)->dtype;
        ok = kStep.profile == DtypeProfile::kNoBf16OnAscend910
                 ? CheckDtypeSupportedNoBf16OnAscend910(dtype, kParam, kStep.list)
                 : CheckDtypeSupported(dtype, kParam, kStep.list, nullptr);
    } else if constexpr (kStep.kind == CheckKind::kSameDtype) {
        ok = CheckSameDtype(*call.Tensor(a), *call.Tensor(kStep.b), kParam, NameOf(kEntry.names, kStep.b));
    } else if constexpr (kStep.kind == CheckKind::kMaxDim) {
        ok = CheckMaxDim(*call.Tensor(a), kParam);
    } else if constexpr (kStep.kind == CheckKind::kSameShape) {
        ok = CheckSameShape(*call.Tensor(a), *call.Tensor(kStep.b), kParam, NameOf(kEntry.names, kStep.b));
    } else if constexpr (kStep.kind == CheckKind::kBroadcast) {
        facts->broadcast = BroadcastShape();
        facts->broadcastA = a;
        facts->broadcastB = kStep.b;
        ok = BroadcastShapes(*call.Tensor(a), kParam, *call.Tensor(kStep.b),
                             {kEntry.names.api, NameOf(kEntry.names, kStep.b)}, facts->broadcast);
    } else if constexpr (kStep.kind == CheckKind::kShapeIsBroadcast) {
        ok = ShapeIsBroadcast(kEntry.names, call, *facts, a);
    } else if constexpr (kStep.kind == CheckKind::kPromote) {
        facts->compute = PromoteType(call.in0->dtype, call.in1->dtype);  // within the lists: FLOAT16 with BF16 is FLOAT
        facts->promoted = true;
        ok = true;
    } else if constexpr (kStep.kind == CheckKind::kComputeCastsTo || kStep.kind == CheckKind::kComputeCastsToFloating) {
        constexpr bool kFloatingOnly = kStep.kind == CheckKind::kComputeCastsToFloating;
        const aclDataType to = call.Tensor(a)->dtype;
        ok = CanCast(facts->ComputeDtype(call), to) && (!kFloatingOnly || IsFloatingDtype(to));
        if (!ok) {
            CastRefused(kEntry.names, call, *facts, a, kFloatingOnly);
        }
    } else if constexpr (kStep.kind == CheckKind::kScalarAsFloat) {
        ok = ReadScalarAsFloat(*call.Scalar(a), kParam, &facts->scalarF[kScalar]);
    } else if constexpr (kStep.kind == CheckKind::kNonNegativeScalarAsFloat) {
        ok = ReadNonNegativeScalarAsFloat(*call.Scalar(a), kParam, &facts->scalarF[kScalar]);
    } else if constexpr (kStep.kind == CheckKind::kReadScalar) {
        ok = ReadRealScalar(*call.Scalar(a), kParam, &facts->scalarV[kScalar]);
    } else if constexpr (kStep.kind == CheckKind::kOnlyOn) {
        ok = OperatorOnlyOn(kEntry.names.api, kStep.profiles);
    } else {
        static_assert(kStep.kind == CheckKind::kOwn, "every kind of step is handled above");
        ok = kStep.own(kEntry.names, call, facts);
    }
    return ok ? ACLNN_SUCCESS : ACLNN_ERR_PARAM_INVALID;
}

template <const ElementwiseEntry &kEntry, size_t... K>
inline aclnnStatus Steps(const EntryCall &call, uint64_t *workspaceSize, aclOpExecutor **executor, EntryFacts *facts,
                         std::index_sequence<K...>)
{
    aclnnStatus status = ACLNN_SUCCESS;
    // In order, stopping at the first that fails.
    (void)((status = Step<kEntry, K>(call, workspaceSize, executor, facts), status == ACLNN_SUCCESS) && ...);
    return status;
}

}  // namespace entry_detail

// The whole of phase 1 for kEntry (a constexpr ElementwiseEntry): its null-pointer steps (161001), its other
// steps (161002), then the plan; or, for a call exactly like this thread's last successful one, that plan again.
template <const ElementwiseEntry &kEntry>
aclnnStatus ElementwiseGetWorkspaceSize(const EntryCall &call, uint64_t *workspaceSize, aclOpExecutor **executor)
{
    thread_local PlanMemo memo;  // this entry's last plan on this thread (plan_memo.h)
    MemoCall memoCall{{call.in0}, 1, {call.scalar0, call.scalar1}, call.attribute};  // CreatePlan's slot order
    if (call.in1 != nullptr) {
        memoCall.tensors[memoCall.tensorNum++] = call.in1;
    }
    memoCall.tensors[memoCall.tensorNum++] = call.out;
    return PlanOrReplay(memo, memoCall, workspaceSize, executor, [&] {
        EntryFacts facts;
        const aclnnStatus status = entry_detail::Steps<kEntry>(call, workspaceSize, executor, &facts,
                                                               std::make_index_sequence<kEntry.checkCount>{});
        return status != ACLNN_SUCCESS ? status : PlanCheckedEntry(kEntry, call, facts, workspaceSize, executor);
    });
}

}  // namespace aclp

#endif  // ACLP_NNOPBASE_ELEMENTWISE_ENTRY_H_
