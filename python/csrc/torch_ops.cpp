// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The torch extension of the Python package: every operator of the table as torch.ops.aclnn.<name> on CPU
// tensors, registered at load time from the table (libaclnn_table's C interface), not written per operator.
// For each operator three schemas are defined:
//   <name>(inputs..., scalars...) -> outputs          outputs allocated here (broadcast shape, table dtypes)
//   <name>.out(inputs..., scalars..., *, out...) -> out...   writes the caller's tensors, any strides
//   <name>_(selfRef, other inputs..., scalars...) -> selfRef  where CANN has aclnnInplace<Op>
// Tensors travel zero-copy: their data pointer, sizes and strides become the aclTensor's view; the
// library reads and writes strided and broadcast views itself. A 1-bit mask is a uint8 tensor of its
// ceil(numel / 8) packed bytes. A failing status raises RuntimeError("[aclnn status N] ..."). Autograd sees every
// form through torch's not-implemented fallbacks (version counters, in-place checks, a grad_fn that refuses).
#include <ATen/ATen.h>
#include <ATen/core/dispatch/Dispatcher.h>
#include <torch/csrc/autograd/autograd_not_implemented_fallback.h>
#include <torch/library.h>

#include <algorithm>
#include <string>
#include <unordered_map>
#include <vector>

#include "aclnn_table.h"

namespace {

enum class Form { kFunctional, kOut, kInplace };

struct Overload {
    int32_t index = 0;
    Form form = Form::kFunctional;
};

// "aclnn::<name>" + "." + overload name -> what to run.
std::unordered_map<std::string, Overload> &Overloads()
{
    static std::unordered_map<std::string, Overload> overloads;
    return overloads;
}

int32_t AclDtype(at::ScalarType t)
{
    switch (t) {
        case at::kFloat: return 0;
        case at::kHalf: return 1;
        case at::kChar: return 2;
        case at::kInt: return 3;
        case at::kByte: return 4;
        case at::kShort: return 6;
        case at::kLong: return 9;
        case at::kDouble: return 11;
        case at::kBool: return 12;
        case at::kComplexFloat: return 16;
        case at::kComplexDouble: return 17;
        case at::kBFloat16: return 27;
        default: return -1;
    }
}

at::ScalarType TorchDtype(int32_t acl)
{
    switch (acl) {
        case 0: return at::kFloat;
        case 1: return at::kHalf;
        case 2: return at::kChar;
        case 3: return at::kInt;
        case 4: return at::kByte;
        case 6: return at::kShort;
        case 9: return at::kLong;
        case 11: return at::kDouble;
        case 12: return at::kBool;
        case 16: return at::kComplexFloat;
        case 17: return at::kComplexDouble;
        case 27: return at::kBFloat16;
        default: TORCH_CHECK(false, "aclnn: the table gave an output dtype torch has no type for (", acl, ")");
    }
}

// The view of a CPU tensor as the table's C interface takes it.
struct TensorView {
    std::vector<int64_t> shape, strides;
    AclnnTableTensor desc{};
};

TensorView ViewOf(const at::Tensor &t, const std::string &role, bool mask)
{
    TORCH_CHECK(t.defined(), "aclnn: ", role, " is an undefined tensor");
    TORCH_CHECK(t.device().is_cpu(), "aclnn: ", role, " is on ", t.device(), "; aclnn-portable runs on CPU tensors");
    TensorView v;
    v.desc.dtype = AclDtype(t.scalar_type());
    TORCH_CHECK(v.desc.dtype >= 0, "aclnn: ", role, " has dtype ", t.scalar_type(), ", which CANN has no type for");
    if (mask) {
        TORCH_CHECK(t.scalar_type() == at::kByte && t.is_contiguous(), "aclnn: ", role,
                    " must be a contiguous uint8 tensor of packed bits (ceil(numel / 8) bytes)");
    }
    v.shape.assign(t.sizes().begin(), t.sizes().end());
    v.strides.assign(t.strides().begin(), t.strides().end());
    int64_t extent = t.numel() > 0 ? 1 : 0;
    for (size_t k = 0; k < v.shape.size() && t.numel() > 0; ++k) {
        extent += (v.shape[k] - 1) * v.strides[k];
    }
    v.desc.data = t.numel() > 0 ? t.data_ptr() : nullptr;
    v.desc.ndim = static_cast<int32_t>(v.shape.size());
    v.desc.offset = 0;
    v.desc.storageElements = extent;
    return v;
}

void Run(int32_t index, bool inplace, const std::vector<at::Tensor> &tensors, const std::vector<bool> &masks,
         const std::vector<AclnnTableScalar> &scalars, const std::vector<std::string> &roles)
{
    std::vector<TensorView> views;
    views.reserve(tensors.size());
    for (size_t k = 0; k < tensors.size(); ++k) {
        views.push_back(ViewOf(tensors[k], roles[k], masks[k]));
    }
    std::vector<AclnnTableTensor> descs;
    for (TensorView &v : views) {
        v.desc.shape = v.shape.data();
        v.desc.strides = v.strides.data();
        descs.push_back(v.desc);
    }
    char message[2048] = {0};
    const int32_t status =
        aclnn_table_call(index, inplace ? 1 : 0, descs.data(), scalars.data(), message, sizeof message);
    const AclnnTableOp *op = aclnn_table_op(index);
    TORCH_CHECK(status == 0, "[aclnn status ", status, "] ", inplace ? op->inplaceName : op->aclnnName, ": ", message);
}

AclnnTableScalar ScalarOf(const c10::IValue &v, bool attribute)
{
    AclnnTableScalar s{};
    if (attribute) {  // a bool parameter of the call
        s.kind = 2;
        s.dtype = 12;
        s.integer = v.toBool() ? 1 : 0;
        return s;
    }
    const at::Scalar scalar = v.toScalar();
    if (scalar.isBoolean()) {
        s.kind = 2;
        s.dtype = 12;  // ACL_BOOL
        s.integer = scalar.toBool() ? 1 : 0;
    } else if (scalar.isIntegral(false)) {
        s.kind = 1;
        s.dtype = 9;  // ACL_INT64, as torch_npu passes a Python int
        s.integer = scalar.toLong();
    } else {
        TORCH_CHECK(!scalar.isComplex(), "aclnn: complex scalars are not taken");
        s.kind = 0;
        s.dtype = 11;  // ACL_DOUBLE, as torch_npu passes a Python float
        s.real = scalar.toDouble();
    }
    return s;
}

void RunBoxed(const c10::OperatorHandle &handle, torch::jit::Stack *stack)
{
    const c10::FunctionSchema &schema = handle.schema();
    const Overload o = Overloads().at(schema.name() + "." + schema.overload_name());
    const AclnnTableOp &op = *aclnn_table_op(o.index);
    const size_t argc = schema.arguments().size();
    auto args = torch::jit::last(*stack, argc);

    std::vector<at::Tensor> tensors;
    std::vector<bool> masks;
    std::vector<std::string> roles;
    for (int32_t k = 0; k < op.inputCount; ++k) {
        tensors.push_back(args[static_cast<size_t>(k)].toTensor());
        masks.push_back(k == op.bitsInput);
        roles.push_back(op.inputNames[k]);
    }
    std::vector<AclnnTableScalar> scalars;
    for (int32_t k = 0; k < op.scalarCount; ++k) {
        scalars.push_back(ScalarOf(args[static_cast<size_t>(op.inputCount + k)], k == op.boolAttribute));
    }
    const size_t firstOut = static_cast<size_t>(op.inputCount + op.scalarCount);
    std::vector<at::Tensor> outputs;
    if (o.form == Form::kOut) {
        for (int32_t k = 0; k < op.outputCount; ++k) {
            outputs.push_back(args[firstOut + static_cast<size_t>(k)].toTensor());
        }
    } else if (o.form == Form::kFunctional) {
        std::vector<int32_t> inDtypes;
        std::vector<int64_t> shape = tensors[0].sizes().vec();
        bool broadcastable = true;
        for (int32_t k = 0; k < op.inputCount; ++k) {
            const int32_t d = AclDtype(tensors[static_cast<size_t>(k)].scalar_type());
            TORCH_CHECK(d >= 0, "aclnn: ", op.inputNames[k], " has dtype ",
                        tensors[static_cast<size_t>(k)].scalar_type(), ", which CANN has no type for");
            inDtypes.push_back(d);
            if (op.broadcasts != 0 && k != op.bitsInput && k > 0 && broadcastable) {
                try {
                    shape = at::infer_size(shape, tensors[static_cast<size_t>(k)].sizes());
                } catch (const c10::Error &) {
                    broadcastable = false;  // the library refuses the shapes, with its status and message
                    shape = tensors[0].sizes().vec();
                }
            }
        }
        std::vector<int32_t> outDtypes(static_cast<size_t>(op.outputCount));
        aclnn_table_output_dtypes(o.index, inDtypes.data(), outDtypes.data());
        const auto options = tensors[0].options();
        for (int32_t k = 0; k < op.outputCount; ++k) {
            if (k == op.bitsOutput) {
                const int64_t numel = c10::multiply_integers(shape);
                outputs.push_back(at::empty({(numel + 7) / 8}, options.dtype(at::kByte)));
            } else {
                outputs.push_back(at::empty(shape, options.dtype(TorchDtype(outDtypes[static_cast<size_t>(k)]))));
            }
        }
    }
    std::vector<at::Tensor> all = tensors;
    for (int32_t k = 0; k < static_cast<int32_t>(outputs.size()); ++k) {
        all.push_back(outputs[static_cast<size_t>(k)]);
        masks.push_back(k == op.bitsOutput);
        roles.push_back(op.outputNames[k]);
    }
    Run(o.index, o.form == Form::kInplace, all, masks, scalars, roles);

    torch::jit::drop(*stack, argc);
    if (o.form == Form::kInplace) {
        torch::jit::push(*stack, tensors[0]);
        return;
    }
    for (at::Tensor &t : outputs) {
        torch::jit::push(*stack, std::move(t));
    }
}

// The schema of one form, e.g. "threshold_backward.out(Tensor grad_output, Tensor self, Scalar threshold, *,
// Tensor(a!) out) -> Tensor(a!)".
std::string Schema(const AclnnTableOp &op, Form form)
{
    std::string name = op.snakeName;
    if (form == Form::kInplace) {
        name += "_";
    }
    std::string s = name + (form == Form::kOut ? ".out(" : "(");
    for (int32_t k = 0; k < op.inputCount; ++k) {
        s += std::string(k > 0 ? ", " : "") + (form == Form::kInplace && k == 0 ? "Tensor(a!) " : "Tensor ") +
             op.inputNames[k];
    }
    for (int32_t k = 0; k < op.scalarCount; ++k) {
        s += std::string(k == op.boolAttribute ? ", bool " : ", Scalar ") + op.scalarNames[k];
    }
    std::string result;
    if (form == Form::kInplace) {
        result = "Tensor(a!)";
    } else {
        if (form == Form::kOut) {
            s += ", *";
        }
        for (int32_t k = 0; k < op.outputCount; ++k) {
            const std::string alias = std::string("(") + static_cast<char>('a' + k) + "!)";
            if (form == Form::kOut) {
                s += ", Tensor" + alias + " " + op.outputNames[k];
            }
            result += std::string(k > 0 ? ", " : "") + "Tensor" + (form == Form::kOut ? alias : "");
        }
        if (op.outputCount > 1) {
            result = "(" + result + ")";
        }
    }
    return s + ") -> " + result;
}

}  // namespace

TORCH_LIBRARY(aclnn, m)
{
    for (int32_t index = 0; index < aclnn_table_count(); ++index) {
        const AclnnTableOp &op = *aclnn_table_op(index);
        for (Form form : {Form::kFunctional, Form::kOut, Form::kInplace}) {
            if (form == Form::kInplace && op.inplaceName == nullptr) {
                continue;
            }
            const std::string name = std::string(op.snakeName) + (form == Form::kInplace ? "_" : "");
            const std::string overload = form == Form::kOut ? "out" : "";
            Overloads()["aclnn::" + name + "." + overload] = {index, form};
            m.def(torch::schema(Schema(op, form).c_str(), c10::AliasAnalysisKind::FROM_SCHEMA));
            const std::string implName = overload.empty() ? name : name + "." + overload;
            m.impl(implName.c_str(),
                   torch::dispatch(c10::DispatchKey::CPU, torch::CppFunction::makeFromBoxedFunction<&RunBoxed>()));
            // Autograd's bookkeeping until each operator has its derivative: in-place and out= forms bump the
            // version counters of what they write (a tensor saved for backward and then overwritten raises there,
            // as with aten's ops), an in-place call on a leaf that requires grad raises, and a result computed
            // from tensors that require grad carries a grad_fn whose backward raises "not implemented" instead of
            // silently dropping the graph.
            m.impl(implName.c_str(),
                   torch::dispatch(c10::DispatchKey::Autograd, torch::autograd::autogradNotImplementedFallback()));
            m.impl(implName.c_str(), torch::dispatch(c10::DispatchKey::ADInplaceOrView,
                                                     torch::autograd::autogradNotImplementedInplaceOrViewFallback()));
        }
    }
}
