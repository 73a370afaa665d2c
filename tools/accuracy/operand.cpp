// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "operand.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "dtypes.h"
#include "view_geometry.h"

namespace accuracy {

void SizeStorage(Operand &op, size_t maxBytes)
{
    TensorSpec &t = op.spec;
    if (!t.hasStrides) {
        t.strides = RowMajor(t.shape);
    }
    if (t.hasStorageShape) {
        op.storageShape = t.storageShape;
        op.storageElems = Numel(t.storageShape);
    } else {
        __int128 extent = 0;
        if (Numel(t.shape) > 0) {
            // A claimed storage is a lie told to aclCreateTensor; what is allocated is the view from element 0.
            extent = static_cast<__int128>(t.hasClaimedStorage ? 0 : std::max<int64_t>(t.offset, 0)) + 1;
            for (size_t d = 0; d < t.shape.size() && d < t.strides.size(); ++d) {
                extent += static_cast<__int128>(t.shape[d] - 1) * std::max<int64_t>(t.strides[d], 0);
            }
            extent = std::min(extent, static_cast<__int128>(1) << 62);
        }
        op.storageShape = t.hasStrides || t.offset ? std::vector<int64_t>{static_cast<int64_t>(extent)} : t.shape;
        op.storageElems = static_cast<int64_t>(extent);
    }
    if (op.storageElems < 0) {
        op.storageElems = 0;
    }
    op.storageBytes = t.dtype == ACL_UINT1 ? static_cast<size_t>((op.storageElems + 7) / 8)
                                           : static_cast<size_t>(op.storageElems) * ElementBytes(t.dtype);
    if (op.storageBytes > maxBytes) {
        throw StorageTooLarge("storage of \"" + t.name + "\" needs " + std::to_string(op.storageBytes) +
                              " bytes, more than this run allocates");
    }
}

void LayOut(Operand &op, size_t maxBytes)
{
    SizeStorage(op, maxBytes);
    op.host.assign(op.storageBytes + 2 * kGuardBytes, kGuardByte);
}

void Upload(Operand &op)
{
    if (aclrtMalloc(&op.device, op.host.size(), ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS) {
        throw CaseFailure("aclrtMalloc of " + std::to_string(op.host.size()) + " bytes failed");
    }
    if (aclrtMemcpy(op.device, op.host.size(), op.host.data(), op.host.size(), ACL_MEMCPY_HOST_TO_DEVICE) !=
        ACL_SUCCESS) {
        throw CaseFailure("aclrtMemcpy to the device failed");
    }
}

void Download(Operand &op)
{
    op.result.resize(op.host.size());
    if (aclrtMemcpy(op.result.data(), op.result.size(), op.device, op.host.size(), ACL_MEMCPY_DEVICE_TO_HOST) !=
        ACL_SUCCESS) {
        throw CaseFailure("aclrtMemcpy from the device failed");
    }
}

void CreateTensor(Operand &op)
{
    if (op.spec.isNull) {
        return;
    }
    const TensorSpec &t = op.spec;
    if (t.strides.size() != t.shape.size()) {  // aclCreateTensor reads one stride per dimension
        throw CaseFailure("case error: \"" + t.name + "\" has " + std::to_string(t.strides.size()) + " strides for " +
                          std::to_string(t.shape.size()) + " dimensions");
    }
    const std::vector<int64_t> &storage = t.hasClaimedStorage ? t.claimedStorage : op.storageShape;
    op.tensor = aclCreateTensor(
        t.shape.data(), t.shape.size(), t.hasDtypeCode ? static_cast<aclDataType>(t.dtypeCode) : t.dtype,
        t.strides.data(), t.offset, t.hasFormatCode ? static_cast<aclFormat>(t.formatCode) : t.format, storage.data(),
        storage.size(), t.nullData ? nullptr : static_cast<uint8_t *>(op.device) + kGuardBytes);
    if (op.tensor == nullptr) {
        throw CaseFailure("aclCreateTensor refused \"" + t.name + "\"");
    }
}

aclScalar *CreateScalar(const TensorSpec &spec, double value, ScalarIn *in, std::vector<std::string> *notes)
{
    aclDataType dtype = spec.dtype;
    uint8_t raw[16] = {};
    if (IsFloating(dtype)) {
        StoreBits(dtype, RoundToBits(dtype, value), raw);
        in->real = LoadFloat(dtype, raw);
    } else if (IsInteger(dtype)) {
        const bool integral = std::isfinite(value) && value == std::trunc(value);
        const bool fits = integral && value >= static_cast<double>(IntegerMin(dtype)) &&
                          value <= static_cast<double>(IntegerMax(dtype));
        if (fits) {
            StoreBits(dtype, static_cast<uint64_t>(static_cast<int64_t>(value)), raw);
            in->isInteger = true;
            in->integer = LoadInteger(dtype, raw);
            in->real = static_cast<double>(in->integer);
        } else {
            const bool int64 = integral && std::fabs(value) < 9.2e18;
            dtype = int64 ? ACL_INT64 : ACL_DOUBLE;
            char text[160];
            std::snprintf(text, sizeof(text), "%s %.17g does not fit %s: passed as a scalar of dtype %s",
                          spec.name.c_str(), value, DtypeName(spec.dtype), DtypeName(dtype));
            notes->push_back(text);
            if (int64) {
                const int64_t i = static_cast<int64_t>(value);
                std::memcpy(raw, &i, 8);
                in->isInteger = true;
                in->integer = i;
            } else {
                std::memcpy(raw, &value, 8);
            }
            in->real = value;
        }
    } else {
        // A dtype that holds no real number: passed as zero bytes, for the operator to refuse (or
        // aclCreateScalar, in which case the operator sees a null scalar).
        notes->push_back(spec.name + " has dtype " + std::to_string(static_cast<int>(dtype)) +
                         ", which holds no number");
    }
    in->dtype = dtype;
    return aclCreateScalar(raw, dtype);
}

void CheckGuards(const Operand &op)
{
    for (size_t i = 0; i < kGuardBytes; ++i) {
        if (op.result[i] != kGuardByte || op.result[op.result.size() - 1 - i] != kGuardByte) {
            throw CaseFailure("bytes next to the buffer of \"" + op.spec.name + "\" were overwritten");
        }
    }
}

void CheckOutsideView(const Operand &op, const std::vector<uint8_t> &before, bool bits)
{
    const TensorSpec &t = op.spec;
    bits = bits || t.dtype == ACL_UINT1;
    const size_t width = bits ? 1 : ElementBytes(t.dtype);
    std::vector<bool> inView(op.storageBytes / std::max<size_t>(width, 1), false);
    const int64_t n = Numel(t.shape);
    if (bits) {
        for (size_t b = 0; b < static_cast<size_t>((n + 7) / 8) && b < inView.size(); ++b) {
            inView[b] = true;
        }
    } else {
        ForEachViewOffset(t, [&](int64_t, int64_t offset) {
            if (offset >= 0 && static_cast<size_t>(offset) < inView.size()) {
                inView[static_cast<size_t>(offset)] = true;
            }
        });
    }
    for (size_t e = 0; e < inView.size(); ++e) {
        if (!inView[e] &&
            std::memcmp(op.ResultStorage() + e * width, before.data() + kGuardBytes + e * width, width) != 0) {
            throw CaseFailure("element " + std::to_string(e) + " of the storage of \"" + t.name +
                              "\", outside its view, was overwritten");
        }
    }
}

std::vector<uint8_t> DenseView(const Operand &op, const uint8_t *storage, bool bits)
{
    const TensorSpec &t = op.spec;
    const int64_t n = Numel(t.shape);
    if (bits || t.dtype == ACL_UINT1) {
        return std::vector<uint8_t>(storage, storage + (n + 7) / 8);
    }
    const size_t width = ElementBytes(t.dtype);
    std::vector<uint8_t> dense(static_cast<size_t>(n) * width);
    ForEachViewOffset(t, [&](int64_t i, int64_t offset) {
        std::memcpy(&dense[static_cast<size_t>(i) * width], storage + offset * static_cast<int64_t>(width), width);
    });
    return dense;
}

}  // namespace accuracy
