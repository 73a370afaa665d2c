// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "runner.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cinttypes>
#include <cmath>
#include <cstring>
#include <fstream>
#include <memory>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "aclnn/acl_meta.h"
#include "aclnn/opdev/op_errno.h"
#include "dtypes.h"
#include "generate.h"
#include "operators.h"

namespace accuracy {
namespace {

constexpr size_t kGuardBytes = 64;
constexpr uint8_t kGuardByte = 0xCD;
constexpr uint8_t kPoisonByte = 0xA5;  // what out holds before the call: a writer must overwrite it
constexpr size_t kChunk = size_t{1} << 16;

struct CaseFailure : std::runtime_error {
    using std::runtime_error::runtime_error;
};

struct StorageTooLarge : CaseFailure {
    using CaseFailure::CaseFailure;
};

// Element count, saturating at 2^62 (bad-input cases carry absurd shapes); negative dims count as 0.
int64_t Numel(const std::vector<int64_t> &shape)
{
    constexpr __int128 kLimit = static_cast<__int128>(1) << 62;
    __int128 n = 1;
    for (int64_t d : shape) {
        n = d <= 0 ? 0 : std::min(n * d, kLimit);
    }
    return static_cast<int64_t>(n);
}

std::vector<int64_t> RowMajor(const std::vector<int64_t> &shape)  // saturating, like Numel
{
    std::vector<int64_t> strides(shape.size(), 1);
    for (size_t i = shape.size(); i-- > 1;) {
        strides[i - 1] = static_cast<int64_t>(std::min<__int128>(
            static_cast<__int128>(strides[i]) * std::max<int64_t>(shape[i], 1), static_cast<__int128>(1) << 62));
    }
    return strides;
}

std::string ShapeText(const std::vector<int64_t> &shape)
{
    std::string s = "[";
    for (size_t i = 0; i < shape.size(); ++i) {
        s += (i ? "," : "") + std::to_string(shape[i]);
    }
    return s + "]";
}

// A tensor of the case: its host image (guard bytes, storage, guard bytes), the device copy and the
// aclTensor over it.
struct Operand {
    TensorSpec spec;
    int64_t storageElems = 0;
    std::vector<int64_t> storageShape;
    size_t storageBytes = 0;
    std::vector<uint8_t> host;    // kGuardBytes + storage + kGuardBytes, what was uploaded
    std::vector<uint8_t> result;  // the same, downloaded after the call
    void *device = nullptr;
    aclTensor *tensor = nullptr;
    bool ownsTensor = true;
    Operand *aliasOf = nullptr;

    uint8_t *Storage() { return host.data() + kGuardBytes; }
    const uint8_t *ResultStorage() const { return result.data() + kGuardBytes; }
};

void LayOut(Operand &op, size_t maxBytes)
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

// The scalar as the operator gets it. A value its dtype cannot hold (UINT8 -17, INT8 inf) is passed
// in the narrowest dtype that holds it exactly: INT64 for integers, DOUBLE otherwise (a note says so).
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

std::vector<int64_t> BroadcastShape(const std::vector<int64_t> &a, const std::vector<int64_t> &b, bool *ok)
{
    const size_t rank = std::max(a.size(), b.size());
    std::vector<int64_t> out(rank);
    *ok = true;
    for (size_t i = 0; i < rank; ++i) {
        const int64_t da = i < rank - a.size() ? 1 : a[i - (rank - a.size())];
        const int64_t db = i < rank - b.size() ? 1 : b[i - (rank - b.size())];
        if (da != db && da != 1 && db != 1) {
            *ok = false;
        }
        out[i] = da == 1 ? db : da;
    }
    return out;
}

// Strides that walk an operand over the output shape (0 along broadcast dimensions).
std::vector<int64_t> WalkStrides(const TensorSpec &t, const std::vector<int64_t> &outShape)
{
    const size_t rank = outShape.size();
    if (t.shape.size() > rank) {
        throw CaseFailure("the call succeeded although \"" + t.name + "\" " + ShapeText(t.shape) +
                          " has more dimensions than the output " + ShapeText(outShape));
    }
    std::vector<int64_t> walk(rank, 0);
    for (size_t i = 0; i < t.shape.size(); ++i) {
        const size_t d = rank - t.shape.size() + i;
        if (t.shape[i] == outShape[d]) {
            walk[d] = t.strides[i];
        } else if (t.shape[i] != 1) {
            throw CaseFailure("the call succeeded although \"" + t.name + "\" " + ShapeText(t.shape) +
                              " does not broadcast to the output " + ShapeText(outShape));
        }
    }
    return walk;
}

// Calls fn(i, offset) for every element of a view in row-major order.
template <typename Fn>
void ForEachViewOffset(const TensorSpec &t, Fn &&fn)
{
    const int64_t n = Numel(t.shape);
    std::vector<int64_t> index(t.shape.size(), 0);
    int64_t offset = t.offset;
    for (int64_t i = 0; i < n; ++i) {
        fn(i, offset);
        for (size_t d = t.shape.size(); d-- > 0;) {
            offset += t.strides[d];
            if (++index[d] < t.shape[d]) {
                break;
            }
            offset -= t.strides[d] * t.shape[d];
            index[d] = 0;
        }
    }
}

ElementIn Decode(aclDataType dtype, const uint8_t *storage, int64_t offset)
{
    ElementIn e;
    if (dtype == ACL_UINT1) {
        e.integer = (storage[offset / 8] >> (offset % 8)) & 1;
        e.bits = static_cast<uint64_t>(e.integer);
        e.real = static_cast<double>(e.integer);
        return e;
    }
    const uint8_t *p = storage + offset * static_cast<int64_t>(ElementBytes(dtype));
    e.bits = LoadBits(dtype, p);
    if (IsFloating(dtype)) {
        e.real = BitsToDouble(dtype, e.bits);
    } else {
        e.integer = LoadInteger(dtype, p);
        e.real = static_cast<double>(e.integer);
    }
    return e;
}

void CheckGuards(const Operand &op)
{
    for (size_t i = 0; i < kGuardBytes; ++i) {
        if (op.result[i] != kGuardByte || op.result[op.result.size() - 1 - i] != kGuardByte) {
            throw CaseFailure("bytes next to the buffer of \"" + op.spec.name + "\" were overwritten");
        }
    }
}

// Bytes of an output's storage outside its view must keep what they held before the call.
// bits: the view is ceil(numel / 8) packed bytes from the start of the storage, whatever the dtype.
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

std::string DtypeLabel(const std::vector<Operand> &inputs, const std::vector<Operand> &outputs, int bitsInput)
{
    std::string label;
    for (size_t k = 0; k < inputs.size(); ++k) {
        const Operand &in = inputs[k];
        if (static_cast<int>(k) == bitsInput) {
            continue;  // the mask: bits whatever its dtype
        }
        const std::string name = in.spec.isNull ? "null" : DtypeName(in.spec.dtype);
        if (label.find(name) == std::string::npos) {
            label += (label.empty() ? "" : ",") + name;
        }
    }
    if (!outputs.empty() && !outputs[0].spec.isNull && outputs[0].spec.dtype != ACL_DT_UNDEFINED &&
        label != DtypeName(outputs[0].spec.dtype)) {
        label += std::string("->") + DtypeName(outputs[0].spec.dtype);
    }
    return label;
}

class CaseRun {
public:
    CaseRun(const TestCase &c, const RunOptions &options, aclrtStream stream, const OpDef *op, CaseResult *result)
        : c_(c), options_(options), stream_(stream), result_(result), op_(op)
    {
    }
    ~CaseRun()
    {
        for (Operand &op : outputs_) {
            if (op.ownsTensor && op.tensor) {
                aclDestroyTensor(op.tensor);
            }
            if (!op.aliasOf && op.device) {
                aclrtFree(op.device);
            }
        }
        for (Operand &op : inputs_) {
            if (op.tensor) {
                aclDestroyTensor(op.tensor);
            }
            if (op.device) {
                aclrtFree(op.device);
            }
        }
        for (aclScalar *scalar : scalars_) {
            if (scalar) {
                aclDestroyScalar(scalar);
            }
        }
        if (workspace_) {
            aclrtFree(workspace_);
        }
    }

    void Run()
    {
        if (!c_.parseError.empty()) {
            throw CaseFailure("case error: " + c_.parseError);
        }
        op_ = op_ ? op_ : FindOperator(c_);
        if (op_ == nullptr) {
            throw CaseFailure("no operator \"" + (c_.op.empty() ? c_.apiType : c_.op) + "\" in this tool");
        }
        result_->op = op_->aclnnName;
        BindInputs();
        BindOutputs();
        result_->dtypes = DtypeLabel(inputs_, outputs_, op_->bitsInput);
        result_->standard = c_.expectError ? "status" : c_.standard.name;
        Prepare();
        Call();
    }

private:
    void BindInputs()
    {
        std::vector<bool> used(c_.inputs.size(), false);
        for (const auto &names : op_->tensorInputs) {
            int found = -1;
            for (size_t i = 0; i < c_.inputs.size() && found < 0; ++i) {
                for (const std::string &n : names) {
                    if (!used[i] && !c_.inputs[i].isScalar && c_.inputs[i].name == n) {
                        found = static_cast<int>(i);
                    }
                }
            }
            for (size_t i = 0; i < c_.inputs.size() && found < 0; ++i) {  // by position
                if (!used[i] && !c_.inputs[i].isScalar) {
                    found = static_cast<int>(i);
                }
            }
            if (found < 0) {
                throw CaseFailure("case error: no tensor input for \"" + names[0] + "\" of " + op_->aclnnName);
            }
            used[static_cast<size_t>(found)] = true;
            Operand operand;
            operand.spec = c_.inputs[static_cast<size_t>(found)];
            inputIndex_.push_back(static_cast<size_t>(found));
            inputs_.push_back(std::move(operand));
        }
        // Scalars by name, else the next scalar input in the case's order.
        for (const auto &names : op_->scalarInputs) {
            int found = -1;
            for (size_t i = 0; i < c_.inputs.size() && found < 0; ++i) {
                for (const std::string &n : names) {
                    if (!used[i] && c_.inputs[i].isScalar && c_.inputs[i].name == n) {
                        found = static_cast<int>(i);
                    }
                }
            }
            for (size_t i = 0; i < c_.inputs.size() && found < 0; ++i) {
                if (!used[i] && c_.inputs[i].isScalar) {
                    found = static_cast<int>(i);
                }
            }
            if (found < 0) {
                throw CaseFailure("case error: no scalar input for \"" + names[0] + "\" of " + op_->aclnnName);
            }
            used[static_cast<size_t>(found)] = true;
            scalarIndex_.push_back(static_cast<size_t>(found));
        }
    }

    void BindOutputs()
    {
        std::vector<aclDataType> inDtypes;
        for (const Operand &in : inputs_) {
            inDtypes.push_back(in.spec.dtype);
        }
        const std::vector<aclDataType> dtypes = op_->defaultOutputDtypes(inDtypes);
        std::vector<int64_t> shape = inputs_[0].spec.shape;
        if (op_->broadcasts && inputs_.size() > 1) {
            bool ok = true;
            const std::vector<int64_t> b = BroadcastShape(inputs_[0].spec.shape, inputs_[1].spec.shape, &ok);
            if (ok) {
                shape = b;
            }
        }
        for (size_t k = 0; k < op_->outputs.size(); ++k) {
            Operand out;
            if (k < c_.outputs.size()) {
                out.spec = c_.outputs[k];
            }
            out.spec.name = out.spec.name.empty() ? op_->outputs[k] : out.spec.name;
            if (out.spec.dtype == ACL_DT_UNDEFINED) {
                out.spec.dtype = dtypes[k];
            }
            if (!out.spec.hasShape) {
                out.spec.shape = shape;
            }
            outputs_.push_back(std::move(out));
        }
    }

    void Prepare()
    {
        for (size_t k = 0; k < inputs_.size(); ++k) {
            Operand &in = inputs_[k];
            LayOut(in, options_.maxStorageBytes);
            if (static_cast<int>(k) == op_->bitsInput) {
                in.spec.range.kind = ValueRange::Kind::kRandomBits;  // any bit pattern is a valid mask
            }
            Rng rng(StreamSeed(options_.seed, c_.file, c_.id, inputIndex_[k]));
            FillValues(in.spec.range, in.spec.dtype, in.Storage(), static_cast<size_t>(in.storageElems), rng);
            Upload(in);
            CreateTensor(in);
        }
        for (Operand &out : outputs_) {
            if (!out.spec.aliasOf.empty()) {
                for (Operand &in : inputs_) {
                    if (in.spec.name == out.spec.aliasOf) {
                        out.aliasOf = &in;
                    }
                }
                if (!out.aliasOf) {
                    throw CaseFailure("case error: \"" + out.spec.name + "\" is an alias of \"" + out.spec.aliasOf +
                                      "\", which is no input");
                }
                // The input's very tensor, or, when the output names its own view, a view of its storage.
                const bool ownView = out.spec.hasStrides || out.spec.offset != 0 || out.spec.hasShape;
                const TensorSpec own = out.spec;
                out.spec = out.aliasOf->spec;
                out.storageShape = out.aliasOf->storageShape;
                out.storageElems = out.aliasOf->storageElems;
                out.storageBytes = out.aliasOf->storageBytes;
                out.host = out.aliasOf->host;
                out.device = out.aliasOf->device;
                out.tensor = out.aliasOf->tensor;
                out.ownsTensor = false;
                if (ownView) {
                    out.spec.name = own.name;
                    out.spec.shape = own.hasShape ? own.shape : out.spec.shape;
                    out.spec.strides = own.hasStrides ? own.strides : RowMajor(out.spec.shape);
                    out.spec.offset = own.offset;
                    out.tensor = nullptr;
                    CreateTensor(out);
                    out.ownsTensor = true;
                }
                continue;
            }
            LayOut(out, options_.maxStorageBytes);
            std::memset(out.Storage(), kPoisonByte, out.storageBytes);
            Upload(out);
            CreateTensor(out);
        }
        golden_.scalars.resize(scalarIndex_.size());
        scalars_.assign(scalarIndex_.size(), nullptr);
        for (size_t k = 0; k < scalarIndex_.size(); ++k) {
            const TensorSpec &spec = c_.inputs[scalarIndex_[k]];
            Rng rng(StreamSeed(options_.seed, c_.file, c_.id, scalarIndex_[k]));
            const double value = DrawScalar(spec.range, spec.dtype, rng);
            if (!spec.isNull) {
                scalars_[k] = CreateScalar(spec, value, &golden_.scalars[k], &result_->notes);
            }
        }
        for (const Operand &in : inputs_) {
            golden_.inDtypes.push_back(in.spec.dtype);
        }
        for (const Operand &out : outputs_) {
            golden_.outDtypes.push_back(out.spec.dtype);
        }
        result_->elements = c_.expectError ? 0 : Numel(outputs_[0].spec.shape);  // a status case computes none
    }

    // An output of packed bits: UINT1, or the operator's mask output in any dtype.
    bool OutputIsBits(size_t k) const
    {
        return outputs_[k].spec.dtype == ACL_UINT1 || static_cast<int>(k) == op_->bitsOutput;
    }

    // After a successful call every view must lie inside its storage (else the call should have failed).
    void CheckViewsInStorage() const
    {
        auto check = [](const Operand &op) {
            const TensorSpec &t = op.spec;
            if (Numel(t.shape) == 0 || t.dtype == ACL_UINT1) {
                return;
            }
            __int128 lo = t.offset, hi = t.offset;
            for (size_t d = 0; d < t.shape.size() && d < t.strides.size(); ++d) {
                const __int128 reach = static_cast<__int128>(t.shape[d] - 1) * t.strides[d];
                (reach < 0 ? lo : hi) += reach;
            }
            if (lo < 0 || hi >= op.storageElems || t.strides.size() != t.shape.size()) {
                throw CaseFailure("the call succeeded although the view of \"" + t.name +
                                  "\" reaches outside its storage");
            }
        };
        for (size_t k = 0; k < inputs_.size(); ++k) {
            if (static_cast<int>(k) != op_->bitsInput) {  // packed bits: checked by the operator in bytes
                check(inputs_[k]);
            }
        }
        for (size_t k = 0; k < outputs_.size(); ++k) {
            if (!OutputIsBits(k)) {
                check(outputs_[k]);
            }
        }
    }

    // refused: the call failed, so no byte of any output may have changed.
    void DownloadAndCheckMemory(bool refused)
    {
        for (Operand &in : inputs_) {
            Download(in);
            CheckGuards(in);
        }
        for (Operand &out : outputs_) {
            if (out.aliasOf) {  // its storage is the input's: nothing outside out's view may change
                out.result = out.aliasOf->result;
                if (!refused) {
                    CheckOutsideView(out, out.host, false);
                }
                continue;
            }
            Download(out);
            CheckGuards(out);
            if (refused && out.result != out.host) {
                throw CaseFailure("the call failed but wrote into \"" + out.spec.name + "\"");
            }
            if (!refused) {
                CheckOutsideView(out, out.host, &out - outputs_.data() == op_->bitsOutput);
            }
        }
        for (size_t k = 0; k < inputs_.size(); ++k) {
            bool aliased = false;
            for (const Operand &out : outputs_) {
                aliased = aliased || out.aliasOf == &inputs_[k];
            }
            if (aliased && !refused) {
                continue;  // checked as the output above
            }
            if (inputs_[k].result != inputs_[k].host) {
                throw CaseFailure("input \"" + inputs_[k].spec.name + "\" was modified");
            }
        }
    }

    void Call()
    {
        std::vector<aclTensor *> in, out;
        for (Operand &op : inputs_) {
            in.push_back(op.tensor);
        }
        for (Operand &op : outputs_) {
            out.push_back(op.tensor);
        }
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        const aclnnStatus status =
            op_->phase1(in.data(), scalars_.data(), out.data(), c_.nullWorkspaceSize ? nullptr : &workspaceSize,
                        c_.nullExecutor ? nullptr : &executor);
        result_->status = status;
        const char *message = aclGetRecentErrMsg();
        const std::string text = message ? message : "";
        if (status != ACL_SUCCESS) {
            DownloadAndCheckMemory(true);
            if (c_.acceptRefusal && (status == ACLNN_ERR_PARAM_NULLPTR || status == ACLNN_ERR_PARAM_INVALID) &&
                !text.empty()) {
                result_->pass = true;
                result_->detail = "refused: " + text;
                return;
            }
            if (!c_.expectError) {
                throw CaseFailure("phase 1 returned " + std::to_string(status) + ": " + text);
            }
            if (c_.expectedStatus != 0 && status != c_.expectedStatus) {
                throw CaseFailure("expected status " + std::to_string(c_.expectedStatus) + ", got " +
                                  std::to_string(status) + ": " + text);
            }
            if (text.empty()) {
                throw CaseFailure("status " + std::to_string(status) + " but aclGetRecentErrMsg() is empty");
            }
            if (!c_.expectedErrorMsg.empty() && text.find(c_.expectedErrorMsg) == std::string::npos) {
                throw CaseFailure("status " + std::to_string(status) + " as expected, but the message \"" + text +
                                  "\" lacks \"" + c_.expectedErrorMsg + "\"");
            }
            result_->pass = true;
            result_->detail = "status " + std::to_string(status) + ": " + text;
            return;
        }
        if (workspaceSize > 0 && aclrtMalloc(&workspace_, workspaceSize, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS) {
            throw CaseFailure("aclrtMalloc of a " + std::to_string(workspaceSize) + "-byte workspace failed");
        }
        const aclnnStatus status2 = op_->phase2(workspace_, workspaceSize, executor, stream_);
        const aclError sync = aclrtSynchronizeStream(stream_);
        if (c_.expectError) {
            throw CaseFailure("expected status " + std::to_string(c_.expectedStatus) + ", but the call succeeded");
        }
        if (status2 != ACL_SUCCESS || sync != ACL_SUCCESS) {
            const char *m = aclGetRecentErrMsg();
            throw CaseFailure("phase 2 returned " + std::to_string(status2) + " (synchronize " + std::to_string(sync) +
                              "): " + (m ? m : ""));
        }
        CheckViewsInStorage();
        DownloadAndCheckMemory(false);
        Judge();
        if (!options_.dumpDir.empty() && result_->elements <= options_.dumpMaxElements) {
            Dump();
        }
    }

    // The view of an operand as dense bytes in row-major order (masks: their packed bytes).
    std::vector<uint8_t> Dense(const Operand &op, const uint8_t *storage, bool bits) const
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

    void Dump()
    {
        std::string stem = c_.file + "_" + std::to_string(c_.id);
        for (char &ch : stem) {
            ch = std::isalnum(static_cast<unsigned char>(ch)) ? ch : '_';
        }
        auto write = [&](const std::string &name, const std::vector<uint8_t> &bytes) {
            std::ofstream f(options_.dumpDir + "/" + name, std::ios::binary);
            f.write(reinterpret_cast<const char *>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
            if (!f) {
                throw CaseFailure("cannot write " + options_.dumpDir + "/" + name);
            }
        };
        nlohmann::json manifest;
        manifest["case"] = c_.file + "#" + std::to_string(c_.id);
        manifest["op"] = op_->aclnnName;
        for (size_t k = 0; k < inputs_.size(); ++k) {
            const bool bits = static_cast<int>(k) == op_->bitsInput;
            const std::string file = stem + ".in" + std::to_string(k) + ".bin";
            write(file, Dense(inputs_[k], inputs_[k].Storage(), bits));
            manifest["inputs"].push_back({{"name", inputs_[k].spec.name},
                                          {"dtype", bits ? "UINT1" : DtypeName(inputs_[k].spec.dtype)},
                                          {"shape", inputs_[k].spec.shape},
                                          {"file", file}});
        }
        manifest["scalars"] = nlohmann::json::array();
        for (size_t k = 0; k < scalars_.size(); ++k) {
            char value[64];
            std::snprintf(value, sizeof(value), "%.17g", golden_.scalars[k].real);
            manifest["scalars"].push_back({{"name", op_->scalarInputs[k][0]},
                                           {"dtype", DtypeName(golden_.scalars[k].dtype)},
                                           {"value", value},
                                           {"null", scalars_[k] == nullptr}});
        }
        for (size_t k = 0; k < outputs_.size(); ++k) {
            const std::string file = stem + ".out" + std::to_string(k) + ".bin";
            write(file, Dense(outputs_[k], outputs_[k].ResultStorage(), OutputIsBits(k)));
            manifest["outputs"].push_back({{"name", outputs_[k].spec.name},
                                           {"dtype", OutputIsBits(k) ? "UINT1" : DtypeName(outputs_[k].spec.dtype)},
                                           {"shape", outputs_[k].spec.shape},
                                           {"file", file}});
        }
        std::ofstream f(options_.dumpDir + "/" + stem + ".json");
        f << manifest.dump() << "\n";
        result_->dumped = static_cast<bool>(f);
    }

    void Judge()
    {
        const std::vector<int64_t> outShape = outputs_[0].spec.shape;
        const int64_t n = Numel(outShape);
        const size_t nIn = inputs_.size(), nOut = outputs_.size();
        std::vector<std::vector<int64_t>> walk;  // inputs, then outputs
        std::vector<int64_t> offset;
        for (const Operand &in : inputs_) {
            walk.push_back(WalkStrides(in.spec, outShape));
            offset.push_back(in.spec.offset);
        }
        for (const Operand &out : outputs_) {
            if (out.spec.shape != outShape) {
                throw CaseFailure("the call succeeded although \"" + out.spec.name + "\" has shape " +
                                  ShapeText(out.spec.shape) + ", not " + ShapeText(outShape));
            }
            walk.push_back(out.spec.strides);
            offset.push_back(out.spec.offset);
        }
        std::vector<std::unique_ptr<accuracy::Judge>> judges(nOut), bitwise(nOut);
        for (size_t k = 0; k < nOut; ++k) {
            if (OutputIsBits(k)) {
                continue;
            }
            std::string error;
            judges[k] = MakeJudge(c_.standard, outputs_[k].spec.dtype, &error);
            if (!judges[k]) {
                throw CaseFailure(error);
            }
            if (options_.strict && IsFloating(outputs_[k].spec.dtype) && c_.standard.name != "bitwise") {
                bitwise[k] = MakeJudge(Standard{"bitwise", {}}, outputs_[k].spec.dtype, &error);
            }
        }
        std::vector<std::vector<double>> exact(nOut, std::vector<double>(kChunk));
        std::vector<std::vector<uint64_t>> ref(nOut, std::vector<uint64_t>(kChunk));
        std::vector<std::vector<uint64_t>> actual(nOut, std::vector<uint64_t>(kChunk));
        std::vector<std::vector<uint8_t>> goldenMask(nOut);
        for (size_t k = 0; k < nOut; ++k) {
            if (OutputIsBits(k)) {
                goldenMask[k].assign(static_cast<size_t>((n + 7) / 8), 0);
            }
        }
        std::vector<ElementIn> ins(nIn);
        std::vector<ElementOut> outs(nOut);
        std::vector<int64_t> index(outShape.size(), 0);
        size_t filled = 0;
        int64_t chunkStart = 0;
        auto flush = [&]() {
            for (size_t k = 0; k < nOut; ++k) {
                if (judges[k]) {
                    judges[k]->Add(exact[k].data(), ref[k].data(), actual[k].data(), filled, chunkStart);
                }
                if (bitwise[k]) {
                    bitwise[k]->Add(exact[k].data(), ref[k].data(), actual[k].data(), filled, chunkStart);
                }
            }
            chunkStart += static_cast<int64_t>(filled);
            filled = 0;
        };
        for (int64_t i = 0; i < n; ++i) {
            for (size_t k = 0; k < nIn; ++k) {
                const bool bits = static_cast<int>(k) == op_->bitsInput;
                ins[k] = Decode(bits ? ACL_UINT1 : inputs_[k].spec.dtype, inputs_[k].Storage(), offset[k]);
            }
            op_->golden(golden_, ins.data(), outs.data());
            for (size_t k = 0; k < nOut; ++k) {
                const Operand &out = outputs_[k];
                if (OutputIsBits(k)) {
                    goldenMask[k][static_cast<size_t>(i / 8)] |= static_cast<uint8_t>(outs[k].ref << (i % 8));
                    continue;
                }
                exact[k][filled] = outs[k].exact;
                ref[k][filled] = outs[k].ref;
                actual[k][filled] =
                    LoadBits(out.spec.dtype, out.ResultStorage() +
                                                 offset[nIn + k] * static_cast<int64_t>(ElementBytes(out.spec.dtype)));
            }
            if (++filled == kChunk) {
                flush();
            }
            for (size_t d = outShape.size(); d-- > 0;) {
                for (size_t k = 0; k < walk.size(); ++k) {
                    offset[k] += walk[k][d];
                }
                if (++index[d] < outShape[d]) {
                    break;
                }
                for (size_t k = 0; k < walk.size(); ++k) {
                    offset[k] -= walk[k][d] * outShape[d];
                }
                index[d] = 0;
            }
        }
        flush();
        result_->pass = true;
        for (size_t k = 0; k < nOut; ++k) {
            OutputVerdict ov;
            ov.name = outputs_[k].spec.name;
            ov.dtype = outputs_[k].spec.dtype;
            if (OutputIsBits(k)) {
                ov.verdict = CompareMask(goldenMask[k], outputs_[k].ResultStorage(), n);
            } else {
                ov.verdict = judges[k]->Finish();
                if (bitwise[k]) {
                    Verdict b = bitwise[k]->Finish();
                    if (!b.pass) {
                        ov.verdict.pass = false;
                        ov.verdict.detail += "; bitwise (--strict): " + b.detail;
                    }
                }
            }
            result_->pass = result_->pass && ov.verdict.pass;
            result_->worst = std::max(result_->worst, ov.verdict.worst);
            result_->detail += (k ? "; " : "") + ov.name + ": " + ov.verdict.detail;
            result_->outputs.push_back(ov);
        }
        if (!outputs_.empty() && !result_->outputs.empty()) {
            result_->standard = result_->outputs[0].verdict.standard;
        }
    }

    static Verdict CompareMask(const std::vector<uint8_t> &golden, const uint8_t *actual, int64_t n)
    {
        Verdict v;
        v.standard = "equal";
        int64_t wrong = 0;
        std::string first;
        for (size_t b = 0; b < golden.size(); ++b) {
            if (golden[b] == actual[b]) {
                continue;
            }
            for (int bit = 0; bit < 8; ++bit) {
                const int64_t i = static_cast<int64_t>(b) * 8 + bit;
                const int g = (golden[b] >> bit) & 1, a = (actual[b] >> bit) & 1;
                if (g != a) {
                    if (wrong++ == 0) {
                        first = (i < n ? "bit " + std::to_string(i) : "unused bit " + std::to_string(i)) +
                                ": expected " + std::to_string(g) + ", got " + std::to_string(a);
                    }
                }
            }
        }
        v.pass = wrong == 0;
        v.worst = static_cast<double>(wrong);
        v.detail = v.pass ? std::to_string(n) + " bits identical, unused bits 0"
                          : std::to_string(wrong) + " bits differ; first: " + first;
        return v;
    }

    const TestCase &c_;
    const RunOptions &options_;
    aclrtStream stream_;
    CaseResult *result_;
    const OpDef *op_;
    std::vector<Operand> inputs_;
    std::vector<size_t> inputIndex_;
    std::vector<Operand> outputs_;
    std::vector<size_t> scalarIndex_;  // the case input each scalar role takes
    std::vector<aclScalar *> scalars_;
    void *workspace_ = nullptr;
    GoldenContext golden_;
};

}  // namespace

CaseResult RunCase(const TestCase &c, const RunOptions &options, aclrtStream stream, const OpDef *op)
{
    CaseResult result;
    result.testCase = &c;
    result.op = c.op;
    const auto start = std::chrono::steady_clock::now();
    try {
        CaseRun run(c, options, stream, op, &result);
        run.Run();
    } catch (const StorageTooLarge &e) {
        result.pass = c.acceptRefusal;
        result.detail = std::string(c.acceptRefusal ? "skipped: " : "") + e.what();
    } catch (const std::exception &e) {
        result.pass = false;
        result.detail = e.what();
    }
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

}  // namespace accuracy
