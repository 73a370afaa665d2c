/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * A ReLU training step with the 1-bit mask pair: the forward aclnnReluV2 keeps a mask of 1 bit per
 * activation, the backward aclnnReluGradV2 reads it instead of the saved activation. The gradient is
 * compared bit for bit with aclnnThresholdBackward(gradOutput, activation, 0), the backward that
 * needs the whole activation kept, and the bytes each way keeps for backward are printed.
 *   g++ test_aclnn_relu_grad_v2.cpp -I $ASCEND_HOME_PATH/include -I $ASCEND_HOME_PATH/include/aclnnop \
 *       -L $ASCEND_HOME_PATH/lib64 -lopapi_nn -lopapi_math -lascendcl -lnnopbase -o test_relu_grad_v2
 */
#include <cstdio>
#include <cstring>
#include <vector>

#include "acl/acl.h"
#include "aclnnop/aclnn_relu_grad_v2.h"
#include "aclnnop/aclnn_relu_v2.h"
#include "aclnnop/aclnn_threshold_backward.h"

#define CHECK_RET(cond, return_expr) \
    do {                             \
        if (!(cond)) {               \
            return_expr;             \
        }                            \
    } while (0)

#define LOG_PRINT(message, ...)         \
    do {                                \
        printf(message, ##__VA_ARGS__); \
    } while (0)

// A device buffer and a tensor over it (row-major, offset 0).
struct DeviceTensor {
    void *addr = nullptr;
    aclTensor *tensor = nullptr;
};

int MakeTensor(const void *host, size_t bytes, const std::vector<int64_t> &shape, aclDataType dtype, DeviceTensor *t)
{
    auto ret = aclrtMalloc(&t->addr, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtMalloc failed. ERROR: %d\n", ret); return ret);
    if (host != nullptr) {
        ret = aclrtMemcpy(t->addr, bytes, host, bytes, ACL_MEMCPY_HOST_TO_DEVICE);
    } else {
        ret = aclrtMemset(t->addr, bytes, 0, bytes);
    }
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy to device failed. ERROR: %d\n", ret); return ret);
    std::vector<int64_t> strides(shape.size(), 1);
    for (int64_t i = static_cast<int64_t>(shape.size()) - 2; i >= 0; i--) {
        strides[i] = shape[i + 1] * strides[i + 1];
    }
    t->tensor = aclCreateTensor(shape.data(), shape.size(), dtype, strides.data(), 0, aclFormat::ACL_FORMAT_ND,
                                shape.data(), shape.size(), t->addr);
    return t->tensor == nullptr ? ACL_ERROR_FAILURE : ACL_SUCCESS;
}

// Runs phase 2 with a workspace of the size phase 1 asked for, then waits for the stream.
int RunPhase2(aclnnStatus (*phase2)(void *, uint64_t, aclOpExecutor *, aclrtStream), uint64_t workspaceSize,
              aclOpExecutor *executor, aclrtStream stream)
{
    void *workspace = nullptr;
    if (workspaceSize > 0) {
        CHECK_RET(aclrtMalloc(&workspace, workspaceSize, ACL_MEM_MALLOC_HUGE_FIRST) == ACL_SUCCESS, return 1);
    }
    auto ret = phase2(workspace, workspaceSize, executor, stream);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("phase 2 failed. ERROR: %d\n", ret); return ret);
    ret = aclrtSynchronizeStream(stream);
    if (workspace != nullptr) {
        aclrtFree(workspace);
    }
    return ret;
}

int main()
{
    int32_t deviceId = 0;
    aclrtStream stream = nullptr;
    CHECK_RET(aclInit(nullptr) == ACL_SUCCESS, return 1);
    CHECK_RET(aclrtSetDevice(deviceId) == ACL_SUCCESS, return 1);
    CHECK_RET(aclrtCreateStream(&stream) == ACL_SUCCESS, return 1);

    // A layer's pre-activation x (shape {3, 5}: the last dimension is not a multiple of 8) and the
    // gradient arriving from the layer above.
    const std::vector<int64_t> shape = {3, 5};
    const size_t n = 15;
    std::vector<float> x = {-2.0f, -1.0f, -0.0f, 0.0f,  0.5f,  1.0f, 2.0f, -0.5f,
                            3.0f,  -3.0f, 4.0f,  0.25f, -4.0f, 5.0f, -6.0f};
    std::vector<float> gradOutput = {1, -2, 3, -4, 5, -6, 7, -8, 9, -10, 11, -12, 13, -14, 15};
    DeviceTensor xT, yT, maskT, gradT, backT, thrOutT;
    CHECK_RET(MakeTensor(x.data(), n * 4, shape, ACL_FLOAT, &xT) == 0, return 1);
    CHECK_RET(MakeTensor(nullptr, n * 4, shape, ACL_FLOAT, &yT) == 0, return 1);
    CHECK_RET(MakeTensor(nullptr, (n + 7) / 8, shape, ACL_UINT1, &maskT) == 0, return 1);
    CHECK_RET(MakeTensor(gradOutput.data(), n * 4, shape, ACL_FLOAT, &gradT) == 0, return 1);
    CHECK_RET(MakeTensor(nullptr, n * 4, shape, ACL_FLOAT, &backT) == 0, return 1);
    CHECK_RET(MakeTensor(nullptr, n * 4, shape, ACL_FLOAT, &thrOutT) == 0, return 1);

    // Forward: y = relu(x), and the mask of x > 0 kept for backward.
    uint64_t workspaceSize = 0;
    aclOpExecutor *executor = nullptr;
    auto ret = aclnnReluV2GetWorkspaceSize(xT.tensor, yT.tensor, maskT.tensor, &workspaceSize, &executor);
    CHECK_RET(ret == ACL_SUCCESS,
              LOG_PRINT("aclnnReluV2GetWorkspaceSize failed. ERROR: %d (%s)\n", ret, aclGetRecentErrMsg());
              return ret);
    CHECK_RET(RunPhase2(aclnnReluV2, workspaceSize, executor, stream) == ACL_SUCCESS, return 1);

    // Backward from the mask.
    ret = aclnnReluGradV2GetWorkspaceSize(gradT.tensor, maskT.tensor, backT.tensor, &workspaceSize, &executor);
    CHECK_RET(ret == ACL_SUCCESS,
              LOG_PRINT("aclnnReluGradV2GetWorkspaceSize failed. ERROR: %d (%s)\n", ret, aclGetRecentErrMsg());
              return ret);
    CHECK_RET(RunPhase2(aclnnReluGradV2, workspaceSize, executor, stream) == ACL_SUCCESS, return 1);

    // The same backward from the saved activation: threshold_backward(grad, x, 0).
    int32_t zero = 0;
    aclScalar *threshold = aclCreateScalar(&zero, aclDataType::ACL_INT32);
    ret = aclnnThresholdBackwardGetWorkspaceSize(gradT.tensor, xT.tensor, threshold, thrOutT.tensor, &workspaceSize,
                                                 &executor);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnThresholdBackwardGetWorkspaceSize failed. ERROR: %d\n", ret);
              return ret);
    CHECK_RET(RunPhase2(aclnnThresholdBackward, workspaceSize, executor, stream) == ACL_SUCCESS, return 1);

    std::vector<float> y(n), viaMask(n), viaActivation(n);
    uint8_t mask[2] = {0, 0};
    aclrtMemcpy(y.data(), n * 4, yT.addr, n * 4, ACL_MEMCPY_DEVICE_TO_HOST);
    aclrtMemcpy(mask, 2, maskT.addr, 2, ACL_MEMCPY_DEVICE_TO_HOST);
    aclrtMemcpy(viaMask.data(), n * 4, backT.addr, n * 4, ACL_MEMCPY_DEVICE_TO_HOST);
    aclrtMemcpy(viaActivation.data(), n * 4, thrOutT.addr, n * 4, ACL_MEMCPY_DEVICE_TO_HOST);
    LOG_PRINT("mask bytes: 0x%02x 0x%02x (bit i of byte i/8, least significant first)\n", mask[0], mask[1]);
    for (size_t i = 0; i < n; i++) {
        LOG_PRINT(
            "x[%zu] = %5.2f  y = %4.2f  mask bit = %d  grad = %6.2f  ReluGradV2 = %6.2f  ThresholdBackward = %6.2f\n",
            i, x[i], y[i], (mask[i / 8] >> (i % 8)) & 1, gradOutput[i], viaMask[i], viaActivation[i]);
    }
    const bool same = std::memcmp(viaMask.data(), viaActivation.data(), n * 4) == 0;
    LOG_PRINT("gradients bitwise equal: %s\n", same ? "yes" : "NO");
    LOG_PRINT("kept for backward: mask %zu bytes, activation %zu bytes\n", (n + 7) / 8, n * sizeof(float));

    aclDestroyScalar(threshold);
    for (DeviceTensor *t : {&xT, &yT, &maskT, &gradT, &backT, &thrOutT}) {
        aclDestroyTensor(t->tensor);
        aclrtFree(t->addr);
    }
    aclrtDestroyStream(stream);
    aclrtResetDevice(deviceId);
    aclFinalize();
    return same ? 0 : 1;
}
