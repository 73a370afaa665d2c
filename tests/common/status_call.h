// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The arguments of calls a status test expects to be refused, over one buffer filled with a sentinel
// byte (each of up to 64 tensors gets its own 4 KiB of it), so the test can check that a refused call wrote nothing.
#ifndef ACLP_TESTS_COMMON_STATUS_CALL_H_
#define ACLP_TESTS_COMMON_STATUS_CALL_H_

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "common/test_util.h"

namespace aclp_test {

class StatusCall {
public:
    StatusCall() : buffer_(kTensors * 4096) { aclrtMemset(buffer_.get(), buffer_.bytes(), kSentinel, buffer_.bytes()); }
    ~StatusCall()
    {
        for (aclTensor *t : tensors_)
            aclDestroyTensor(t);
        for (aclScalar *s : scalars_)
            aclDestroyScalar(s);
    }
    StatusCall(const StatusCall &) = delete;
    StatusCall &operator=(const StatusCall &) = delete;

    aclTensor *Tensor(const std::vector<int64_t> &shape, aclDataType dtype,
                      const std::vector<int64_t> *strides = nullptr, int64_t offset = 0,
                      const std::vector<int64_t> *storage = nullptr, bool nullData = false)
    {
        if (tensors_.size() == kTensors) {
            ADD_FAILURE() << "more than " << kTensors << " tensors in one StatusCall";
            return nullptr;
        }
        void *data = static_cast<uint8_t *>(buffer_.get()) + 4096 * tensors_.size();
        tensors_.push_back(MakeTensor(shape, dtype, nullData ? nullptr : data, strides, offset, storage));
        return tensors_.back();
    }
    // A scalar of `dtype` holding zero bytes (any dtype, complex ones included).
    aclScalar *Scalar(aclDataType dtype)
    {
        uint8_t zero[16] = {};
        scalars_.push_back(aclCreateScalar(zero, dtype));
        return scalars_.back();
    }
    // A scalar of `dtype` holding `value`, whose C++ type must have the dtype's size.
    template <typename T>
    aclScalar *Scalar(T value, aclDataType dtype)
    {
        if (sizeof(T) != aclDataTypeSize(dtype)) {
            ADD_FAILURE() << "a " << sizeof(T) << "-byte value for a scalar of dtype " << dtype;
            return nullptr;
        }
        scalars_.push_back(aclCreateScalar(&value, dtype));
        return scalars_.back();
    }
    // Checks a call's status, that a message names `param`, and that nothing in the buffer changed.
    void Check(aclnnStatus got, aclnnStatus want, const char *param) const
    {
        EXPECT_EQ(got, want) << "parameter " << param;
        const char *message = aclGetRecentErrMsg();
        ASSERT_NE(message, nullptr) << "no message for " << param;
        EXPECT_NE(std::string(message).find(param), std::string::npos)
            << "message \"" << message << "\" does not name " << param;
        for (uint8_t b : buffer_.Download<uint8_t>(buffer_.bytes()))
            ASSERT_EQ(b, kSentinel);
    }

private:
    static constexpr uint8_t kSentinel = 0x5A;
    static constexpr size_t kTensors = 64;
    DeviceBuffer buffer_;
    std::vector<aclTensor *> tensors_;
    std::vector<aclScalar *> scalars_;
};

// Phase 1 on an empty self and out (shape {2, 0, 3} with the strides CANN's example helper computes for
// it, {0, 3, 1}) of the given dtypes succeeds with workspace 0, and phase 2 with no workspace.
// `phase1(self, out, &workspaceSize, &executor)` calls the entry under test.
template <class Phase1>
void ExpectEmptyNeedsNoWorkspace(aclDataType selfDtype, aclDataType outDtype, Phase1 phase1,
                                 aclnnStatus (*phase2)(void *, uint64_t, aclOpExecutor *, aclrtStream))
{
    DeviceBuffer buffer(64);
    const std::vector<int64_t> shape = {2, 0, 3};
    const std::vector<int64_t> strides = {0, 3, 1};
    aclTensor *s = MakeTensor(shape, selfDtype, buffer.get(), &strides);
    aclTensor *o = MakeTensor(shape, outDtype, buffer.get(), &strides);
    uint64_t ws = 7;
    aclOpExecutor *ex = nullptr;
    const aclnnStatus status = phase1(s, o, &ws, &ex);
    EXPECT_EQ(status, ACLNN_SUCCESS) << aclGetRecentErrMsg();
    if (status == ACLNN_SUCCESS) {
        EXPECT_EQ(ws, 0u);
        EXPECT_EQ(phase2(nullptr, 0, ex, nullptr), ACLNN_SUCCESS);
    }
    Destroy({s, o});
}

}  // namespace aclp_test

#endif  // ACLP_TESTS_COMMON_STATUS_CALL_H_
