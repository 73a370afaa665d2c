// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// libFuzzer target for aclCreateTensor / aclCreateScalar and the meta API getters: any arguments (null
// arrays with counts, absurd ranks, every aclDataType value, huge and negative sizes) must either be
// refused with a message or give a tensor whose getters return exactly what was passed.
#include <fuzzer/FuzzedDataProvider.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "acl/acl.h"
#include "aclnn/acl_meta.h"

namespace {

void Check(bool ok, const char *what)
{
    if (!ok) {
        std::fprintf(stderr, "fuzz_create_tensor: %s\n", what);
        std::abort();
    }
}

std::vector<int64_t> Values(FuzzedDataProvider &fdp, size_t n)
{
    std::vector<int64_t> v(n);
    for (int64_t &x : v) {
        x = fdp.ConsumeIntegral<int64_t>();
        if (fdp.ConsumeBool()) {
            x = static_cast<int64_t>(fdp.ConsumeIntegralInRange<int>(-3, 70));
        }
    }
    return v;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    FuzzedDataProvider fdp(data, size);
    const size_t rank = fdp.ConsumeIntegralInRange<size_t>(0, 80);
    const size_t storageRank = fdp.ConsumeIntegralInRange<size_t>(0, 80);
    std::vector<int64_t> view = Values(fdp, rank), strides = Values(fdp, rank), storage = Values(fdp, storageRank);
    const bool nullView = fdp.ConsumeIntegralInRange(0, 8) == 0;
    const bool nullStrides = fdp.ConsumeIntegralInRange(0, 8) == 0;
    const bool nullStorage = fdp.ConsumeIntegralInRange(0, 8) == 0;
    const auto dtype = static_cast<aclDataType>(fdp.ConsumeIntegralInRange(-5, 60));
    const auto format = static_cast<aclFormat>(fdp.ConsumeIntegralInRange(-5, 60));
    const int64_t offset = fdp.ConsumeIntegral<int64_t>();
    static uint8_t buffer[64];
    void *addr = fdp.ConsumeBool() ? buffer : nullptr;
    aclTensor *t =
        aclCreateTensor(nullView ? nullptr : view.data(), rank, dtype, nullStrides ? nullptr : strides.data(), offset,
                        format, nullStorage ? nullptr : storage.data(), storageRank, addr);
    if (t == nullptr) {
        const char *message = aclGetRecentErrMsg();
        Check(message != nullptr && message[0] != '\0', "aclCreateTensor refused without a message");
    } else {
        int64_t *dims = nullptr;
        uint64_t n = 0;
        Check(aclGetViewShape(t, &dims, &n) == 0, "aclGetViewShape failed");
        Check(n == rank && (rank == 0 || std::memcmp(dims, view.data(), rank * 8) == 0), "view shape differs");
        delete[] dims;
        Check(aclGetStorageShape(t, &dims, &n) == 0, "aclGetStorageShape failed");
        Check(n == storageRank && (n == 0 || std::memcmp(dims, storage.data(), n * 8) == 0), "storage shape differs");
        delete[] dims;
        if (!nullStrides) {
            Check(aclGetViewStrides(t, &dims, &n) == 0 && n == rank &&
                      (rank == 0 || std::memcmp(dims, strides.data(), rank * 8) == 0),
                  "strides differ");
            delete[] dims;
        }
        int64_t gotOffset = 0;
        aclDataType gotDtype = ACL_DT_UNDEFINED;
        void *gotAddr = nullptr;
        Check(aclGetViewOffset(t, &gotOffset) == 0 && gotOffset == offset, "offset differs");
        Check(aclGetDataType(t, &gotDtype) == 0 && gotDtype == dtype, "dtype differs");
        Check(aclGetRawTensorAddr(t, &gotAddr) == 0 && gotAddr == addr, "address differs");
        Check(aclDestroyTensor(t) == 0, "aclDestroyTensor failed");
    }
    uint8_t value[16];
    for (uint8_t &b : value) {
        b = fdp.ConsumeIntegral<uint8_t>();
    }
    aclScalar *s = aclCreateScalar(fdp.ConsumeBool() ? value : nullptr, dtype);
    if (s != nullptr) {
        Check(aclDestroyScalar(s) == 0, "aclDestroyScalar failed");
    }
    return 0;
}
