// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// libaclnn_table: the C interface of aclnn_table.h over the operator table (activation/operator_table.inc
// and each folder's op_def/), calling operators through the public API only, as a CANN program does.
#include "aclnn_table.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "aclnn/acl_meta.h"
#include "aclnn/opdev/op_errno.h"
#include "operator_def.h"

#define ACLNN_TABLE_EXPORT __attribute__((visibility("default")))

namespace {

// "HardswishBackwardV2" -> "hardswish_backward_v2", "gradOutput" -> "grad_output".
std::string SnakeCase(const std::string &name)
{
    std::string snake;
    for (size_t i = 0; i < name.size(); ++i) {
        const char c = name[i];
        const bool upper = std::isupper(static_cast<unsigned char>(c)) != 0;
        const bool versionDigit = std::isdigit(static_cast<unsigned char>(c)) != 0 && i > 0 && name[i - 1] == 'V';
        if (upper && i > 0 && !versionDigit) {
            snake += '_';
        }
        snake += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return snake;
}

// One operator's AclnnTableOp and the storage its pointers point into.
struct OpEntry {
    const optable::OperatorDef *def = nullptr;
    std::string snake;
    std::vector<std::string> names[3];  // inputs, scalars, outputs (snake case)
    std::vector<const char *> pointers[3];
    std::vector<int32_t> dtypes;
    AclnnTableOp op{};
};

const std::vector<std::unique_ptr<OpEntry>> &Entries()
{
    static const std::vector<std::unique_ptr<OpEntry>> entries = [] {
        std::vector<std::unique_ptr<OpEntry>> all;
        for (const optable::OperatorDef &def : optable::AllOperators()) {
            auto e = std::make_unique<OpEntry>();
            e->def = &def;
            e->snake = SnakeCase(def.aclnnName.substr(5));  // without "aclnn"
            for (const auto &aliases : def.tensorInputs) {
                e->names[0].push_back(SnakeCase(aliases.at(0)));
            }
            for (const auto &aliases : def.scalarInputs) {
                e->names[1].push_back(SnakeCase(aliases.at(0)));
            }
            for (const std::string &name : def.outputs) {
                e->names[2].push_back(SnakeCase(name));
            }
            for (int k = 0; k < 3; ++k) {
                for (const std::string &name : e->names[k]) {
                    e->pointers[k].push_back(name.c_str());
                }
            }
            for (aclDataType d : def.dtypes) {
                e->dtypes.push_back(static_cast<int32_t>(d));
            }
            AclnnTableOp &op = e->op;
            op.aclnnName = def.aclnnName.c_str();
            op.snakeName = e->snake.c_str();
            op.inplaceName = def.inplacePhase1 != nullptr ? def.inplaceName.c_str() : nullptr;
            op.inputCount = static_cast<int32_t>(e->names[0].size());
            op.inputNames = e->pointers[0].data();
            op.scalarCount = static_cast<int32_t>(e->names[1].size());
            op.scalarNames = e->pointers[1].data();
            op.outputCount = static_cast<int32_t>(e->names[2].size());
            op.outputNames = e->pointers[2].data();
            op.broadcasts = def.broadcasts ? 1 : 0;
            op.bitsInput = def.bitsInput;
            op.bitsOutput = def.bitsOutput;
            op.boolAttribute = def.boolAttribute;
            op.dtypeCount = static_cast<int32_t>(e->dtypes.size());
            op.dtypes = e->dtypes.data();
            all.push_back(std::move(e));
        }
        return all;
    }();
    return entries;
}

// The runtime once per process (aclInit), the device and a stream once per calling thread, as a CANN
// program sets them up.
struct ThreadContext {
    aclrtStream stream = nullptr;
    int32_t status = 0;
};

int32_t InitRuntime()
{
    static const int32_t status = [] {
        const aclError ret = aclInit(nullptr);
        return ret == ACL_ERROR_REPEAT_INITIALIZE ? ACL_SUCCESS : ret;  // a host program initialised it
    }();
    return status;
}

ThreadContext &Context()
{
    thread_local ThreadContext context = [] {
        ThreadContext c;
        c.status = InitRuntime();
        if (c.status == 0) {
            c.status = aclrtSetDevice(0);
        }
        if (c.status == 0) {
            c.status = aclrtCreateStream(&c.stream);
        }
        return c;
    }();
    return context;
}

void CopyMessage(const char *text, char *message, size_t messageSize)
{
    if (message != nullptr && messageSize > 0) {
        std::snprintf(message, messageSize, "%s", text != nullptr ? text : "");
    }
}

// The tensors and scalars of one call, destroyed when it ends.
struct CallObjects {
    std::vector<aclTensor *> tensors;
    std::vector<aclScalar *> scalars;
    ~CallObjects()
    {
        for (aclTensor *t : tensors) {
            aclDestroyTensor(t);
        }
        for (aclScalar *s : scalars) {
            aclDestroyScalar(s);
        }
    }
};

// Row-major strides of a shape (an extent of 0 counts as 1, as for a dense tensor).
std::vector<int64_t> ContiguousStrides(const int64_t *shape, int32_t ndim)
{
    std::vector<int64_t> strides(static_cast<size_t>(ndim));
    int64_t step = 1;
    for (int32_t k = ndim - 1; k >= 0; --k) {
        strides[static_cast<size_t>(k)] = step;
        step *= std::max<int64_t>(shape[k], 1);
    }
    return strides;
}

aclTensor *MakeTensor(const AclnnTableTensor &t, const AclnnTableTensor &first, bool mask)
{
    // A mask's packed bytes are viewed with the first input's shape, contiguous, offset 0.
    const AclnnTableTensor &view = mask ? first : t;
    std::vector<int64_t> strides = ContiguousStrides(view.shape, view.ndim);
    if (!mask && t.strides != nullptr) {
        strides.assign(t.strides, t.strides + t.ndim);
    }
    const int64_t storage = t.storageElements;
    return aclCreateTensor(view.shape, static_cast<uint64_t>(view.ndim), static_cast<aclDataType>(t.dtype),
                           strides.data(), mask ? 0 : t.offset, ACL_FORMAT_ND, &storage, 1, t.data);
}

aclScalar *MakeScalar(const AclnnTableScalar &s)
{
    // Storage for every dtype aclCreateScalar takes; it copies the value.
    union {
        double f64;
        float f32;
        int64_t i64;
        int32_t i32;
        int16_t i16;
        int8_t i8;
        uint8_t u8;
        bool b;
    } value{};
    const bool integral = s.kind != 0;
    switch (static_cast<aclDataType>(s.dtype)) {
        case ACL_DOUBLE: value.f64 = integral ? static_cast<double>(s.integer) : s.real; break;
        case ACL_FLOAT: value.f32 = integral ? static_cast<float>(s.integer) : static_cast<float>(s.real); break;
        case ACL_INT64: value.i64 = integral ? s.integer : static_cast<int64_t>(s.real); break;
        case ACL_INT32: value.i32 = static_cast<int32_t>(integral ? s.integer : static_cast<int64_t>(s.real)); break;
        case ACL_INT16: value.i16 = static_cast<int16_t>(integral ? s.integer : static_cast<int64_t>(s.real)); break;
        case ACL_INT8: value.i8 = static_cast<int8_t>(integral ? s.integer : static_cast<int64_t>(s.real)); break;
        case ACL_UINT8: value.u8 = static_cast<uint8_t>(integral ? s.integer : static_cast<int64_t>(s.real)); break;
        case ACL_BOOL: value.b = integral ? s.integer != 0 : s.real != 0.0; break;
        default: return nullptr;
    }
    return aclCreateScalar(&value, static_cast<aclDataType>(s.dtype));
}

}  // namespace

extern "C" {

ACLNN_TABLE_EXPORT int32_t aclnn_table_count(void)
try {
    return static_cast<int32_t>(Entries().size());
} catch (...) {  // the table could not be built (out of memory): no operators
    return 0;
}

ACLNN_TABLE_EXPORT const AclnnTableOp *aclnn_table_op(int32_t index)
try {
    if (index < 0 || index >= aclnn_table_count()) {
        return nullptr;
    }
    return &Entries()[static_cast<size_t>(index)]->op;
} catch (...) {
    return nullptr;
}

ACLNN_TABLE_EXPORT int32_t aclnn_table_output_dtypes(int32_t index, const int32_t *inDtypes, int32_t *outDtypes)
try {
    const AclnnTableOp *op = aclnn_table_op(index);
    if (op == nullptr || inDtypes == nullptr || outDtypes == nullptr) {
        return -1;
    }
    std::vector<aclDataType> in;
    for (int32_t k = 0; k < op->inputCount; ++k) {
        in.push_back(static_cast<aclDataType>(inDtypes[k]));
    }
    const std::vector<aclDataType> out = Entries()[static_cast<size_t>(index)]->def->defaultOutputDtypes(in);
    for (int32_t k = 0; k < op->outputCount; ++k) {
        // A mask output travels as its packed bytes.
        outDtypes[k] = k == op->bitsOutput ? ACL_UINT8 : static_cast<int32_t>(out.at(static_cast<size_t>(k)));
    }
    return 0;
} catch (...) {  // the rule refused the dtypes
    return -1;
}

ACLNN_TABLE_EXPORT int32_t aclnn_table_call(int32_t index, int32_t inplace, const AclnnTableTensor *tensors,
                                            const AclnnTableScalar *scalars, char *message, size_t messageSize)
try {
    const AclnnTableOp *op = aclnn_table_op(index);
    if (op == nullptr || tensors == nullptr || (op->scalarCount > 0 && scalars == nullptr)) {
        CopyMessage("aclnn_table_call: bad operator index, or null tensors/scalars", message, messageSize);
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    const optable::OperatorDef &def = *Entries()[static_cast<size_t>(index)]->def;
    if (inplace != 0 && def.inplacePhase1 == nullptr) {
        std::string text = "aclnn_table_call: " + def.aclnnName + " has no in-place entry in CANN";
        CopyMessage(text.c_str(), message, messageSize);
        return ACLNN_ERR_PARAM_INVALID;
    }
    ThreadContext &context = Context();
    if (context.status != 0) {
        CopyMessage(aclGetRecentErrMsg(), message, messageSize);
        return context.status;
    }
    const int32_t tensorCount = op->inputCount + (inplace != 0 ? 0 : op->outputCount);
    CallObjects objects;
    for (int32_t k = 0; k < tensorCount; ++k) {
        const bool mask = k < op->inputCount ? k == op->bitsInput : k - op->inputCount == op->bitsOutput;
        objects.tensors.push_back(MakeTensor(tensors[k], tensors[0], mask));
    }
    for (int32_t k = 0; k < op->scalarCount; ++k) {
        if (k == op->boolAttribute) {  // the table passes a bool parameter as one of its two scalars
            objects.scalars.push_back(nullptr);
            continue;
        }
        aclScalar *scalar = MakeScalar(scalars[k]);
        if (scalar == nullptr) {
            std::string text = "aclnn_table_call: " + def.aclnnName + ": scalar " + op->scalarNames[k] +
                               " has a dtype a scalar cannot be made of (" + std::to_string(scalars[k].dtype) + ")";
            CopyMessage(text.c_str(), message, messageSize);
            return ACLNN_ERR_PARAM_INVALID;
        }
        objects.scalars.push_back(scalar);
    }
    std::vector<const aclScalar *> scalarArgs(objects.scalars.begin(), objects.scalars.end());
    if (op->boolAttribute >= 0) {
        const AclnnTableScalar &attr = scalars[op->boolAttribute];
        scalarArgs[static_cast<size_t>(op->boolAttribute)] =
            optable::AttributeScalar(attr.kind == 0 ? attr.real != 0.0 : attr.integer != 0);
    }
    uint64_t workspaceSize = 0;
    aclOpExecutor *executor = nullptr;
    aclnnStatus status = inplace != 0
                             ? def.inplacePhase1(objects.tensors.data(), scalarArgs.data(), &workspaceSize, &executor)
                             : def.phase1(objects.tensors.data(), scalarArgs.data(),
                                          objects.tensors.data() + op->inputCount, &workspaceSize, &executor);
    if (status != ACL_SUCCESS) {
        CopyMessage(aclGetRecentErrMsg(), message, messageSize);
        return static_cast<int32_t>(status);
    }
    void *workspace = nullptr;
    if (workspaceSize > 0 && aclrtMalloc(&workspace, workspaceSize, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS) {
        CopyMessage(aclGetRecentErrMsg(), message, messageSize);
        return ACLNN_ERR_INNER;
    }
    status = inplace != 0 ? def.inplacePhase2(workspace, workspaceSize, executor, context.stream)
                          : def.phase2(workspace, workspaceSize, executor, context.stream);
    if (status != ACL_SUCCESS) {
        aclDestroyAclOpExecutor(executor);  // a refused phase 2 leaves the executor live
    } else {
        status = aclrtSynchronizeStream(context.stream);
    }
    if (status != ACL_SUCCESS) {
        CopyMessage(aclGetRecentErrMsg(), message, messageSize);
    }
    if (workspace != nullptr) {
        aclrtFree(workspace);
    }
    return static_cast<int32_t>(status);
} catch (const std::exception &e) {  // out of memory making the call's objects
    CopyMessage((std::string("aclnn_table_call: ") + e.what()).c_str(), message, messageSize);
    return ACLNN_ERR_INNER;
} catch (...) {
    CopyMessage("aclnn_table_call: unknown exception", message, messageSize);
    return ACLNN_ERR_INNER;
}

}  // extern "C"
