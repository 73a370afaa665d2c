// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The generic elementwise GetWorkspaceSize, on a made-up entry (no operator): null checks before any other
// step, steps in the entry's order with their codes and messages, the dtype the record computes in, the casts
// the skeleton adds around it, the traffic worked out from operand dtypes, and the replay of a thread's last plan
// for an identical call (plan_memo.h): every field it compares, taken one at a time, makes the entry plan again,
// and so does a change of SoC profile.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "aclnn/opdev/op_errno.h"
#include "common/test_util.h"
#include "engine/machine.h"
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

// For the replay tests: an entry of its own, so that no other test's call is remembered for it.
constexpr aclp::ElementwiseEntry kMemoEntry{{"aclnnMadeUpToo", "a", "b", "y", "s"}, kChecks, Record};

aclTensor *WithFormat(std::vector<int64_t> shape, aclDataType dtype, void *data, std::vector<int64_t> strides,
                      int64_t offset, std::vector<int64_t> storage, aclFormat format)
{
    return aclCreateTensor(shape.data(), shape.size(), dtype, strides.data(), offset, format, storage.data(),
                           storage.size(), data);
}

// Runs kMemoEntry on (a, b, y, s, attribute): its status, and whether the entry planned (recorded) again.
struct MemoProbe {
    uint64_t ws = 0;
    aclOpExecutor *ex = nullptr;
    aclnnStatus Run(const aclTensor *a, const aclTensor *b, const aclTensor *y, const aclScalar *s, bool *planned,
                    bool attribute = false)
    {
        const int before = g_seen.calls;
        ex = nullptr;
        const aclnnStatus status =
            aclp::ElementwiseGetWorkspaceSize<kMemoEntry>({a, b, y, s, nullptr, attribute}, &ws, &ex);
        *planned = g_seen.calls != before;
        if (ex != nullptr) {
            EXPECT_EQ(aclDestroyAclOpExecutor(ex), ACLNN_SUCCESS);
        }
        return status;
    }
};

TEST(ElementwiseEntry, OnlyACallIdenticalToTheLastOneReplaysItsPlan)
{
    Call call(ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, {4, 3}, {4, 3}, 0.5f);
    uint8_t *bytes = call.bytes.data();
    MemoProbe probe;
    bool planned = false;
    ASSERT_EQ(probe.Run(call.a, call.b, call.y, call.s, &planned), ACLNN_SUCCESS) << Message();
    EXPECT_TRUE(planned);
    ASSERT_EQ(probe.Run(call.a, call.b, call.y, call.s, &planned), ACLNN_SUCCESS) << Message();
    EXPECT_FALSE(planned) << "the same call again replays";
    // New descriptors with the same fields are the same call.
    aclTensor *a2 = MakeTensor({4, 3}, ACL_FLOAT, bytes);
    ASSERT_EQ(probe.Run(a2, call.b, call.y, call.s, &planned), ACLNN_SUCCESS) << Message();
    EXPECT_FALSE(planned);

    // Each of these differs from the call before it in one thing the plan depends on, and succeeds.
    const std::vector<int64_t> transposed{1, 4};
    const std::vector<int64_t> longer{20};
    const float quarter = 0.25f;
    int32_t quarterBits = 0;  // the same bytes as an INT32 scalar
    std::memcpy(&quarterBits, &quarter, sizeof(quarterBits));
    aclScalar *s2 = aclCreateScalar(const_cast<float *>(&quarter), ACL_FLOAT);
    aclScalar *s3 = aclCreateScalar(&quarterBits, ACL_INT32);
    struct Variant {
        const char *what;
        aclTensor *a;  // nullptr: the previous variant's
        aclScalar *s;
        bool attribute;
        bool inPlace;  // y's descriptor as a and y
    };
    const Variant variants[] = {
        {"a's data address", MakeTensor({4, 3}, ACL_FLOAT, bytes + 64), call.s, false, false},
        {"a's strides", MakeTensor({4, 3}, ACL_FLOAT, bytes + 64, &transposed), call.s, false, false},
        {"a's storage shape", MakeTensor({4, 3}, ACL_FLOAT, bytes + 64, &transposed, 0, &longer), call.s, false, false},
        {"a's offset", MakeTensor({4, 3}, ACL_FLOAT, bytes + 64, &transposed, 1, &longer), call.s, false, false},
        {"a's dtype", MakeTensor({4, 3}, ACL_FLOAT16, bytes + 64, &transposed, 1, &longer), call.s, false, false},
        {"a's view shape", MakeTensor({1, 3}, ACL_FLOAT16, bytes + 64, &transposed, 1, &longer), call.s, false, false},
        {"a's format", WithFormat({1, 3}, ACL_FLOAT16, bytes + 64, transposed, 1, longer, ACL_FORMAT_NCL), call.s,
         false, false},
        {"the scalar's value", nullptr, s2, false, false},
        {"the scalar's dtype", nullptr, s3, false, false},
        {"the bool", nullptr, s3, true, false},
        {"a a second descriptor of y's memory", MakeTensor({4, 3}, ACL_FLOAT, bytes + 2048), s3, true, false},
        {"a being y (in place)", nullptr, s3, true, true},
    };
    std::vector<aclTensor *> made;
    aclTensor *previous = nullptr;
    for (const Variant &v : variants) {
        if (v.a != nullptr) {
            made.push_back(v.a);
            previous = v.a;
        }
        aclTensor *a = v.inPlace ? call.y : previous;
        for (int round = 0; round < 2; ++round) {
            ASSERT_EQ(probe.Run(a, call.b, call.y, v.s, &planned, v.attribute), ACLNN_SUCCESS)
                << v.what << ": " << Message();
            EXPECT_EQ(planned, round == 0)
                << v.what
                << (round == 0 ? ": replayed a different call's plan" : ": the same call again planned again");
        }
    }
    aclTensor *a = call.y;
    // The engine's settings: a plan made for one thread limit is not replayed under another.
    aclp::SetThreadLimit(1);
    EXPECT_EQ(probe.Run(a, call.b, a, s3, &planned, true), ACLNN_SUCCESS);
    EXPECT_TRUE(planned) << "after SetThreadLimit";
    aclp::SetThreadLimit(0);
    EXPECT_EQ(probe.Run(a, call.b, a, s3, &planned, true), ACLNN_SUCCESS);
    EXPECT_TRUE(planned) << "after SetThreadLimit";

    // A bad call after a good one with the same tensors fails as it would have (a -0 scalar, a null pointer).
    const float negativeZero = -0.0f;
    aclScalar *bad = aclCreateScalar(const_cast<float *>(&negativeZero), ACL_FLOAT);
    EXPECT_EQ(probe.Run(a, call.b, a, bad, &planned, true), ACLNN_ERR_PARAM_INVALID);
    EXPECT_EQ(Message(), "aclnnMadeUpToo: s is -0.");
    EXPECT_EQ(probe.Run(a, call.b, a, s3, &planned, true), ACLNN_SUCCESS);
    uint64_t ws = 0;
    EXPECT_EQ(aclp::ElementwiseGetWorkspaceSize<kMemoEntry>({a, call.b, a, s3, nullptr, true}, &ws, nullptr),
              ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_EQ(aclp::ElementwiseGetWorkspaceSize<kMemoEntry>({a, nullptr, a, s3, nullptr, true}, &ws, &probe.ex),
              ACLNN_ERR_PARAM_NULLPTR);
    for (aclTensor *t : made) {
        aclDestroyTensor(t);
    }
    aclDestroyTensor(a2);
    aclDestroyScalar(s2);
    aclDestroyScalar(s3);
    aclDestroyScalar(bad);
}

// Re-initialises the runtime with {"soc_version": profile}, or with no config file (the environment's profile)
// for nullptr.
void InitWithProfile(const char *profile)
{
    ASSERT_EQ(aclFinalize(), ACL_SUCCESS);
    if (profile == nullptr) {
        ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS) << Message();
        return;
    }
    const std::string path = testing::TempDir() + "memo_profile.json";
    FILE *f = std::fopen(path.c_str(), "w");
    ASSERT_NE(f, nullptr);
    std::fprintf(f, "{\"soc_version\": \"%s\"}", profile);
    std::fclose(f);
    ASSERT_EQ(aclInit(path.c_str()), ACL_SUCCESS) << Message();
}

// A plan made under one SoC profile is not replayed under another: BFLOAT16 passes on Ascend910B and is
// refused on Ascend910, whose list lacks it, although the call is the same.
TEST(ElementwiseEntry, APlanIsNotReplayedUnderAnotherSocProfile)
{
    Call call(ACL_BF16, ACL_BF16, ACL_BF16, {4, 3}, {4, 3}, 0.5f);
    MemoProbe probe;
    bool planned = false;
    InitWithProfile("Ascend910B");
    EXPECT_EQ(probe.Run(call.a, call.b, call.y, call.s, &planned), ACLNN_SUCCESS) << Message();
    EXPECT_EQ(probe.Run(call.a, call.b, call.y, call.s, &planned), ACLNN_SUCCESS) << Message();
    EXPECT_FALSE(planned);
    InitWithProfile("Ascend910");
    EXPECT_EQ(probe.Run(call.a, call.b, call.y, call.s, &planned), ACLNN_ERR_PARAM_INVALID);
    EXPECT_NE(Message().find("BFLOAT16 of a is unsupported on SoC profile Ascend910"), std::string::npos) << Message();
    InitWithProfile(nullptr);
}

}  // namespace
