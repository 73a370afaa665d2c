// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnn_soak: a million small calls of each operator, made the way framework adapters make them (tensors
// and scalars created and destroyed around every two-stage call), plus refused calls and a repeatable
// executor, with the resident set size and the open file descriptors sampled as it goes. Both must stay
// flat: exit 1 when RSS grows by more than 2 MiB after the warm-up or the descriptor count changes.
//   aclnn_soak [calls per scenario, default 1000000]
#include <dirent.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "aclnn/acl_meta.h"
#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_threshold_backward.h"
#include "operator_def.h"

namespace {

constexpr int64_t kElements = 64;

long ResidentBytes()
{
    long pages = 0, resident = 0;
    FILE *f = std::fopen("/proc/self/statm", "r");
    if (f == nullptr) {
        return 0;
    }
    if (std::fscanf(f, "%ld %ld", &pages, &resident) != 2) {
        resident = 0;
    }
    std::fclose(f);
    return resident * sysconf(_SC_PAGESIZE);
}

int OpenDescriptors()
{
    int n = 0;
    if (DIR *d = opendir("/proc/self/fd")) {
        while (readdir(d) != nullptr) {
            ++n;
        }
        closedir(d);
    }
    return n;
}

struct Buffers {
    void *x = nullptr, *g = nullptr, *y = nullptr, *mask = nullptr;
    Buffers()
    {
        for (void **p : {&x, &g, &y, &mask}) {
            aclrtMalloc(p, kElements * 8, ACL_MEM_MALLOC_HUGE_FIRST);
        }
        std::vector<float> values(kElements);
        for (int64_t i = 0; i < kElements; ++i) {
            values[i] = static_cast<float>(i % 13) - 6.0f;
        }
        aclrtMemcpy(x, kElements * 4, values.data(), kElements * 4, ACL_MEMCPY_HOST_TO_DEVICE);
        aclrtMemcpy(g, kElements * 4, values.data(), kElements * 4, ACL_MEMCPY_HOST_TO_DEVICE);
    }
    ~Buffers()
    {
        for (void *p : {x, g, y, mask}) {
            aclrtFree(p);
        }
    }
};

aclTensor *Tensor(void *data, aclDataType dtype = ACL_FLOAT)
{
    const int64_t shape[] = {kElements}, strides[] = {1};
    return aclCreateTensor(shape, 1, dtype, strides, 0, ACL_FORMAT_ND, shape, 1, data);
}

// One two-stage call; returns the first stage's status.
int TwoStage(const std::function<aclnnStatus(uint64_t *, aclOpExecutor **)> &phase1,
             aclnnStatus (*phase2)(void *, uint64_t, aclOpExecutor *, aclrtStream), aclrtStream stream)
{
    uint64_t workspace = 0;
    aclOpExecutor *executor = nullptr;
    const aclnnStatus status = phase1(&workspace, &executor);
    if (status == ACLNN_SUCCESS) {
        phase2(nullptr, 0, executor, stream);
        aclrtSynchronizeStream(stream);
    } else {
        aclGetRecentErrMsg();
    }
    return status;
}

struct Scenario {
    std::string name;
    std::function<bool()> call;  // false: the call did not behave as expected
};

// An operator of the operator table on FLOAT[64] (a mask UINT1) and a scalar of 0, made as adapters
// make it: tensors and scalar created and destroyed around the two stages.
Scenario OperatorScenario(const optable::OperatorDef &op, const Buffers &b, aclrtStream stream)
{
    return {op.aclnnName.substr(5) + " FLOAT[64]", [&op, &b, stream] {
                aclTensor *t[8] = {};
                for (size_t k = 0; k < op.TensorCount(); ++k) {
                    t[k] = op.IsMaskRole(k)             ? Tensor(b.mask, ACL_UINT1)
                           : k < op.tensorInputs.size() ? Tensor(k % 2 ? b.x : b.g)
                                                        : Tensor(b.y);
                }
                float zero = 0.0f;
                aclScalar *scalar = aclCreateScalar(&zero, ACL_FLOAT);
                const std::vector<const aclScalar *> scalars(op.scalarInputs.size(), scalar);
                const int s = TwoStage(
                    [&](uint64_t *w, aclOpExecutor **e) { return op.Phase1InSignatureOrder(t, scalars.data(), w, e); },
                    op.phase2, stream);
                for (size_t k = 0; k < op.TensorCount(); ++k) {
                    aclDestroyTensor(t[k]);
                }
                aclDestroyScalar(scalar);
                return s == ACLNN_SUCCESS;
            }};
}

}  // namespace

int main(int argc, char **argv)
{
    const int64_t calls = argc > 1 ? std::atoll(argv[1]) : 1000000;
    aclInit(nullptr);
    aclrtSetDevice(0);
    aclrtStream stream = nullptr;
    aclrtCreateStream(&stream);
    Buffers b;
    float zero = 0.0f;

    aclTensor *rx = Tensor(b.x), *rg = Tensor(b.g), *ry = Tensor(b.y);
    uint64_t ws = 0;
    aclOpExecutor *repeatable = nullptr;
    aclScalar *rt = aclCreateScalar(&zero, ACL_FLOAT);
    aclnnThresholdBackwardGetWorkspaceSize(rg, rx, rt, ry, &ws, &repeatable);
    aclSetAclOpExecutorRepeatable(repeatable);

    // A ThresholdBackward call with self of another dtype (refused).
    auto threshold = [&](aclDataType selfDtype) {
        aclTensor *g = Tensor(b.g), *x = Tensor(b.x, selfDtype), *y = Tensor(b.y);
        aclScalar *t = aclCreateScalar(&zero, ACL_FLOAT);
        const int s = TwoStage(
            [&](uint64_t *w, aclOpExecutor **e) { return aclnnThresholdBackwardGetWorkspaceSize(g, x, t, y, w, e); },
            aclnnThresholdBackward, stream);
        aclDestroyTensor(g), aclDestroyTensor(x), aclDestroyTensor(y), aclDestroyScalar(t);
        return s;
    };
    std::vector<Scenario> scenarios;
    for (const optable::OperatorDef &op : optable::AllOperators()) {
        scenarios.push_back(OperatorScenario(op, b, stream));
    }
    // A call refused for its dtypes, and a repeatable executor run again and again.
    scenarios.push_back(
        {"refused call (dtypes differ)", [&] { return threshold(ACL_FLOAT16) == ACLNN_ERR_PARAM_INVALID; }});
    scenarios.push_back({"repeatable executor, rerun", [&] {
                             const bool ok = aclnnThresholdBackward(nullptr, 0, repeatable, stream) == ACLNN_SUCCESS;
                             aclrtSynchronizeStream(stream);
                             return ok;
                         }});

    std::printf("%-32s %10s %9s %12s %12s %10s %6s\n", "scenario", "calls", "us/call", "RSS warm", "RSS end", "growth",
                "fds");
    bool ok = true;
    for (const Scenario &s : scenarios) {
        const int64_t warmup = std::max<int64_t>(calls / 10, 1);
        int64_t wrong = 0;
        for (int64_t i = 0; i < warmup; ++i) {
            wrong += s.call() ? 0 : 1;
        }
        const long rssWarm = ResidentBytes();
        const int fdsWarm = OpenDescriptors();
        long rssMax = rssWarm;
        const auto start = std::chrono::steady_clock::now();
        for (int64_t i = 0; i < calls; ++i) {
            wrong += s.call() ? 0 : 1;
            if ((i + 1) % std::max<int64_t>(calls / 10, 1) == 0) {
                rssMax = std::max(rssMax, ResidentBytes());
            }
        }
        const double us = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count() /
                          static_cast<double>(std::max<int64_t>(calls, 1));
        const long rssEnd = ResidentBytes();
        const int fdsEnd = OpenDescriptors();
        const long growth = rssMax - rssWarm;
        const bool flat = growth <= (2L << 20) && fdsEnd == fdsWarm && wrong == 0;
        std::printf("%-32s %10lld %9.3f %10.1f MB %10.1f MB %7.1f KB %3d->%-3d %s\n", s.name.c_str(),
                    static_cast<long long>(calls), us, rssWarm / 1048576.0, rssEnd / 1048576.0, growth / 1024.0,
                    fdsWarm, fdsEnd, flat ? "" : (wrong ? "WRONG STATUS" : "GROWS"));
        ok = ok && flat;
    }
    aclDestroyAclOpExecutor(repeatable);
    aclDestroyTensor(rx), aclDestroyTensor(rg), aclDestroyTensor(ry), aclDestroyScalar(rt);
    aclrtDestroyStream(stream);
    aclrtResetDevice(0);
    aclFinalize();
    std::printf("%s\n", ok ? "flat: no growth" : "FAILED: growth or wrong statuses");
    return ok ? 0 : 1;
}
