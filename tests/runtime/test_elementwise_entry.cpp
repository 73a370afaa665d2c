// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The generic elementwise GetWorkspaceSize, on a made-up entry (no operator): null checks before any other
// step, steps in the entry's order with their codes and messages, the dtype the record computes in, the casts
// the skeleton adds around it, and the traffic worked out from operand dtypes.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "aclnn/opdev/op_errno.h"
#include "common/test_util.h"
#include "nnopbase/elementwise_entry.h"
#include "runtime/error_message.h"

namespace {

using aclp::Arg;
using aclp_test::MakeTensor;

constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

struct Seen {
    int calls = 0;
    aclDataType dtype = ACL_DT_UNDEFINED;
    float scalar = 0.0f;
};
Seen g_seen;

void Record(aclOpExecutor *, const aclp::BufferRef *, const aclp::BufferRef &, aclDataType dtype, uint64_t,
            const aclp::EntryFacts &facts)
{
    ++g_seen.calls;
    g_seen.dtype = dtype;
    g_seen.scalar = facts.scalarF[0];
}

bool RefuseNegativeZeroScalar(const aclp::EntryNames &names, const aclp::EntryCall &, aclp::EntryFacts *facts)
{
    if (facts->scalarF[0] == 0.0f && std::signbit(facts->scalarF[0])) {
        aclp::SetErrorMessage("%s: %s is -0.", names.api, names.scalar0);
        return false;
    }
    return true;
}

constexpr aclp::EntryCheck kChecks[] = {
    aclp::NotNull(Arg::kIn1),
    aclp::NotNull(Arg::kIn0),
    aclp::NotNull(Arg::kScalar0),
    aclp::NotNull(Arg::kOut),
    aclp::NotNull(Arg::kWorkspaceSize),
    aclp::NotNull(Arg::kExecutor),
    aclp::DtypeIn(Arg::kIn0, kDtypes),
    aclp::DtypeIn(Arg::kIn1, kDtypes),
    aclp::ScalarAsFloat(Arg::kScalar0),
    aclp::Own(RefuseNegativeZeroScalar),
    aclp::Promote(),
    aclp::ComputeCastsToFloating(Arg::kOut),
    aclp::Broadcast(Arg::kIn0, Arg::kIn1),
    aclp::ShapeIsBroadcast(Arg::kOut),
};
constexpr aclp::ElementwiseEntry kEntry{{"aclnnMadeUp", "a", "b", "y", "s"}, kChecks, Record};
constexpr aclp::ElementwiseEntry kByRecord{
    {"aclnnMadeUp", "a", "b", "y", "s"}, kChecks, Record, aclp::EntryCasts::kByRecord};

struct Call {
    std::vector<uint8_t> bytes = std::vector<uint8_t>(4096);
    aclTensor *a, *b, *y;
    aclScalar *s;
    Call(aclDataType da, aclDataType db, aclDataType dy, std::vector<int64_t> shapeB, std::vector<int64_t> shapeY,
         float value = 2.0f)
        : a(MakeTensor({4, 3}, da, bytes.data())),
          b(MakeTensor(shapeB, db, bytes.data() + 1024)),
          y(MakeTensor(shapeY, dy, bytes.data() + 2048)),
          s(aclCreateScalar(&value, ACL_FLOAT))
    {
    }
    ~Call()
    {
        aclDestroyTensor(a);
        aclDestroyTensor(b);
        aclDestroyTensor(y);
        aclDestroyScalar(s);
    }
    template <const aclp::ElementwiseEntry &kE>
    aclnnStatus Run(uint64_t *ws, aclOpExecutor **ex, bool nullA = false)
    {
        return aclp::ElementwiseGetWorkspaceSize<kE>({nullA ? nullptr : a, b, y, s}, ws, ex);
    }
};

std::string Message()
{
    const char *m = aclGetRecentErrMsg();
    return m == nullptr ? "" : m;
}

TEST(ElementwiseEntry, NullPointersComeFirstInTheEntrysOrder)
{
    Call call(ACL_INT32, ACL_FLOAT, ACL_FLOAT, {4, 3}, {4, 3});  // a's dtype is wrong too
    uint64_t ws = 0;
    aclOpExecutor *ex = nullptr;
    g_seen = Seen{};
    EXPECT_EQ(call.Run<kEntry>(&ws, nullptr, true), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_EQ(Message(), "aclnnMadeUp: a must not be nullptr.");  // a before executor, as the steps say
    EXPECT_EQ(call.Run<kEntry>(&ws, nullptr), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_EQ(Message(), "aclnnMadeUp: executor must not be nullptr.");
    EXPECT_EQ(call.Run<kEntry>(&ws, &ex), ACLNN_ERR_PARAM_INVALID);
    const std::string message = Message();
    EXPECT_EQ(message, "aclnnMadeUp: dtype INT32 of a is invalid; supported dtypes are FLOAT, FLOAT16, BFLOAT16.");
    EXPECT_EQ(g_seen.calls, 0);
}

TEST(ElementwiseEntry, StepsRunInOrderWithTheirMessages)
{
    uint64_t ws = 0;
    aclOpExecutor *ex = nullptr;
    {
        Call call(ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, {4, 3}, {4, 3}, -0.0f);
        EXPECT_EQ(call.Run<kEntry>(&ws, &ex), ACLNN_ERR_PARAM_INVALID);
        EXPECT_EQ(Message(), "aclnnMadeUp: s is -0.");
    }
    {
        Call call(ACL_FLOAT16, ACL_BF16, ACL_INT32, {4, 3}, {4, 3});
        EXPECT_EQ(call.Run<kEntry>(&ws, &ex), ACLNN_ERR_PARAM_INVALID);
        const std::string message = Message();
        EXPECT_NE(message.find("promoted dtype FLOAT of a and b"), std::string::npos) << message;
        EXPECT_NE(message.find("y takes FLOAT"), std::string::npos) << message;
    }
    {
        Call call(ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, {3}, {4, 1});
        EXPECT_EQ(call.Run<kEntry>(&ws, &ex), ACLNN_ERR_PARAM_INVALID);
        const std::string message = Message();
        EXPECT_NE(message.find("broadcast shape of a and b"), std::string::npos) << message;
    }
    EXPECT_EQ(g_seen.calls, 0);
}

// FLOAT16 with BFLOAT16 computes in FLOAT: the skeleton casts both inputs to it and the result to y's
// BFLOAT16 in the workspace; an entry that casts for itself gets the call's buffers and no workspace.
TEST(ElementwiseEntry, TheSkeletonCastsAroundTheRecordUnlessTheRecordCasts)
{
    for (const bool byRecord : {false, true}) {
        Call call(ACL_FLOAT16, ACL_BF16, ACL_BF16, {4, 3}, {4, 3}, 0.5f);
        uint64_t ws = 0;
        aclOpExecutor *ex = nullptr;
        g_seen = Seen{};
        ASSERT_EQ((byRecord ? call.Run<kByRecord>(&ws, &ex) : call.Run<kEntry>(&ws, &ex)), ACLNN_SUCCESS) << Message();
        EXPECT_EQ(g_seen.calls, 1);
        EXPECT_EQ(g_seen.dtype, ACL_FLOAT);
        EXPECT_EQ(g_seen.scalar, 0.5f);
        if (byRecord) {
            EXPECT_EQ(ws, 0u);
        } else {
            EXPECT_GE(ws, 3u * 12u * sizeof(float));  // a, b and the result in FLOAT
        }
        EXPECT_EQ(aclDestroyAclOpExecutor(ex), ACLNN_SUCCESS);
    }
}

TEST(ElementwiseEntry, EmptyOutRecordsNothing)
{
    Call call(ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, {0, 3}, {0, 3});
    aclDestroyTensor(call.a);
    call.a = MakeTensor({0, 3}, ACL_FLOAT, call.bytes.data());
    uint64_t ws = 1;
    aclOpExecutor *ex = nullptr;
    g_seen = Seen{};
    ASSERT_EQ(call.Run<kEntry>(&ws, &ex), ACLNN_SUCCESS) << Message();
    EXPECT_EQ(ws, 0u);
    EXPECT_EQ(g_seen.calls, 0);
    EXPECT_EQ(aclDestroyAclOpExecutor(ex), ACLNN_SUCCESS);
}

TEST(ElementwiseEntry, TrafficFollowsOperandDtypes)
{
    const aclp::ElementwiseProblem binary = aclp::ProblemOf(100, {ACL_FLOAT16, ACL_FLOAT}, {ACL_BF16});
    EXPECT_EQ(binary.totalElems, 100u);
    EXPECT_EQ(binary.bytesPerElem, 8.0);
    EXPECT_EQ(binary.outBytesPerElem, 2.0);
    EXPECT_EQ(binary.alignElems, 1u);
    const aclp::ElementwiseProblem masked = aclp::ProblemOf(100, {ACL_FLOAT}, {ACL_FLOAT, ACL_UINT1});
    EXPECT_EQ(masked.bytesPerElem, 8.125);
    EXPECT_EQ(masked.outBytesPerElem, 4.125);
    EXPECT_EQ(masked.alignElems, 64u);
}

}  // namespace
