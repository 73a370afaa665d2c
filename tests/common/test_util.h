// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Helpers shared by the tests: the printed seed, device buffers, tensors over them, and value
// generators that mix random data with the special values every test must cover.
#ifndef ACLP_TESTS_COMMON_TEST_UTIL_H_
#define ACLP_TESTS_COMMON_TEST_UTIL_H_

#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "aclnn/acl_meta.h"

namespace aclp_test {

inline uint64_t TestSeed()
{
    static const uint64_t seed = [] {
        if (const char *env = std::getenv("ACLP_TEST_SEED")) {
            return static_cast<uint64_t>(std::strtoull(env, nullptr, 10));
        }
        return static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
    }();
    return seed;
}

// Independent of the library's converters: written here from the IEEE definitions.
inline float F32FromBits(uint32_t b)
{
    float f;
    std::memcpy(&f, &b, 4);
    return f;
}
inline uint32_t BitsFromF32(float f)
{
    uint32_t b;
    std::memcpy(&b, &f, 4);
    return b;
}
inline double HalfToDouble(uint16_t h)
{
    int exponent = (h >> 10) & 0x1F;
    int mantissa = h & 0x3FF;
    double sign = (h & 0x8000) ? -1.0 : 1.0;
    if (exponent == 0x1F) {
        return mantissa ? std::numeric_limits<double>::quiet_NaN() : sign * INFINITY;
    }
    if (exponent == 0) {
        return sign * std::ldexp(mantissa, -24);
    }
    return sign * std::ldexp(1024 + mantissa, exponent - 25);
}
inline double Bf16ToDouble(uint16_t b)
{
    return static_cast<double>(F32FromBits(static_cast<uint32_t>(b) << 16));
}

// Device memory filled from / read back into host vectors.
class DeviceBuffer {
public:
    explicit DeviceBuffer(size_t bytes) : bytes_(bytes == 0 ? 1 : bytes)
    {
        aclrtMalloc(&ptr_, bytes_, ACL_MEM_MALLOC_HUGE_FIRST);
    }
    ~DeviceBuffer() { aclrtFree(ptr_); }
    DeviceBuffer(const DeviceBuffer &) = delete;
    DeviceBuffer &operator=(const DeviceBuffer &) = delete;
    void *get() const { return ptr_; }
    size_t bytes() const { return bytes_; }
    template <typename T>
    void Upload(const std::vector<T> &host)
    {
        aclrtMemcpy(ptr_, bytes_, host.data(), host.size() * sizeof(T), ACL_MEMCPY_HOST_TO_DEVICE);
    }
    template <typename T>
    std::vector<T> Download(size_t count) const
    {
        std::vector<T> host(count);
        aclrtMemcpy(host.data(), count * sizeof(T), ptr_, count * sizeof(T), ACL_MEMCPY_DEVICE_TO_HOST);
        return host;
    }

private:
    void *ptr_ = nullptr;
    size_t bytes_;
};

struct TensorDeleter {
    void operator()(aclTensor *t) const { aclDestroyTensor(t); }
};

// Releases the tensors and the scalar of one call.
inline void Destroy(std::initializer_list<const aclTensor *> tensors, const aclScalar *scalar = nullptr)
{
    for (const aclTensor *t : tensors)
        aclDestroyTensor(t);
    aclDestroyScalar(scalar);
}

inline std::vector<int64_t> RowMajorStrides(const std::vector<int64_t> &shape)
{
    std::vector<int64_t> s(shape.size());
    int64_t acc = 1;
    for (size_t i = shape.size(); i-- > 0;) {
        s[i] = acc;
        acc *= shape[i] > 0 ? shape[i] : 1;
    }
    return s;
}

inline int64_t Numel(const std::vector<int64_t> &shape)
{
    int64_t n = 1;
    for (int64_t d : shape)
        n *= d;
    return n;
}

inline aclTensor *MakeTensor(const std::vector<int64_t> &shape, aclDataType dtype, void *data,
                             const std::vector<int64_t> *strides = nullptr, int64_t offset = 0,
                             const std::vector<int64_t> *storage = nullptr)
{
    std::vector<int64_t> s = strides ? *strides : RowMajorStrides(shape);
    std::vector<int64_t> st = storage ? *storage : shape;
    return aclCreateTensor(shape.data(), shape.size(), dtype, s.data(), offset, ACL_FORMAT_ND, st.data(), st.size(),
                           data);
}

inline std::string ShapeString(const std::vector<int64_t> &shape)
{
    std::string s = "[";
    for (size_t i = 0; i < shape.size(); ++i)
        s += (i ? "," : "") + std::to_string(shape[i]);
    return s + "]";
}

}  // namespace aclp_test

#endif  // ACLP_TESTS_COMMON_TEST_UTIL_H_
