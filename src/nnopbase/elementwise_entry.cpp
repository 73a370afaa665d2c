// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "nnopbase/elementwise_entry.h"

#include <cstdio>
#include <vector>

#include "engine/dtype.h"
#include "nnopbase/dtype_utils.h"
#include "nnopbase/elementwise_plan.h"
#include "runtime/error_message.h"

namespace aclp {
namespace entry_detail {

void CastRefused(const EntryNames &names, const EntryCall &call, const EntryFacts &facts, Arg a, bool floatingOnly)
{
    char takes[96] = "";
    if (floatingOnly) {
        std::snprintf(takes, sizeof(takes), " (%s takes FLOAT, FLOAT16, BFLOAT16 or DOUBLE)", NameOf(names, a));
    }
    const aclDataType to = call.Tensor(a)->dtype;
    if (facts.promoted) {
        SetErrorMessage("%s: %s has dtype %s, which the promoted dtype %s of %s and %s cannot be cast to%s.", names.api,
                        NameOf(names, a), DtypeName(to), DtypeName(facts.compute), names.in0, names.in1, takes);
    } else {
        SetErrorMessage("%s: %s has dtype %s, which %s's dtype %s cannot be cast to%s.", names.api, NameOf(names, a),
                        DtypeName(to), names.in0, DtypeName(call.in0->dtype), takes);
    }
}

bool ShapeIsBroadcast(const EntryNames &names, const EntryCall &call, const EntryFacts &facts, Arg a)
{
    const std::vector<int64_t> &broadcast = *facts.broadcast;
    if (call.Tensor(a)->viewShape == broadcast) {
        return true;
    }
    char what[160];  // (the message only: formatting costs more than the whole check)
    std::snprintf(what, sizeof(what), "the broadcast shape of %s and %s", NameOf(names, facts.broadcastA),
                  NameOf(names, facts.broadcastB));
    return CheckShapeIs(*call.Tensor(a), broadcast, {names.api, NameOf(names, a)}, what);
}

std::vector<int64_t> *BroadcastShape()
{
    thread_local std::vector<int64_t> shape;  // keeps its capacity: no heap per call
    return &shape;
}

}  // namespace entry_detail

aclnnStatus PlanCheckedEntry(const ElementwiseEntry &entry, const EntryCall &call, EntryFacts &facts,
                             uint64_t *workspaceSize, aclOpExecutor **executor)
{
    const EntryNames &names = entry.names;
    facts.compute = facts.ComputeDtype(call);
    facts.inDtype[0] = call.in0->dtype;
    facts.inDtype[1] = call.in1 != nullptr ? call.in1->dtype : ACL_DT_UNDEFINED;
    facts.outDtype = call.out->dtype;
    // Each input in the dtype the kernel computes in, the kernel, its result in out's dtype.
    auto record = [&](aclOpExecutor *plan, const BufferRef *dense, size_t inputs, const BufferRef &result, uint64_t n) {
        if (entry.casts == EntryCasts::kByRecord) {
            entry.record(plan, dense, result, facts.compute, n, facts);
            return;
        }
        BufferRef in[2];
        for (size_t i = 0; i < inputs; ++i) {
            in[i] = CastInput(plan, dense[i], facts.inDtype[i], facts.compute, n);
        }
        RecordThenCast(plan, result, facts.compute, facts.outDtype, n,
                       [&](const BufferRef &y) { entry.record(plan, in, y, facts.compute, n, facts); });
    };
    const TensorParam out{call.out, {names.api, names.out}};
    if (names.in1 == nullptr) {
        return PlanUnary({call.in0, {names.api, names.in0}}, out, workspaceSize, executor,
                         [&](aclOpExecutor *plan, const BufferRef &x, const BufferRef &result, uint64_t n) {
                             record(plan, &x, 1, result, n);
                         });
    }
    return PlanBinary(
        {call.in0, {names.api, names.in0}}, {call.in1, {names.api, names.in1}}, out, workspaceSize, executor,
        [&](aclOpExecutor *plan, const BufferRef &a, const BufferRef &b, const BufferRef &result, uint64_t n) {
            const BufferRef dense[2] = {a, b};
            record(plan, dense, 2, result, n);
        });
}

}  // namespace aclp
