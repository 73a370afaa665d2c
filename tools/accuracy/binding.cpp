// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "binding.h"

#include "dtypes.h"
#include "operator_def.h"
#include "view_geometry.h"

namespace accuracy {
namespace {

void BindInputs(const TestCase &c, const OpDef &op, Binding *b)
{
    std::vector<bool> used(c.inputs.size(), false);
    for (const auto &names : op.tensorInputs) {
        int found = -1;
        for (size_t i = 0; i < c.inputs.size() && found < 0; ++i) {
            for (const std::string &n : names) {
                if (!used[i] && !c.inputs[i].isScalar && c.inputs[i].name == n) {
                    found = static_cast<int>(i);
                }
            }
        }
        for (size_t i = 0; i < c.inputs.size() && found < 0; ++i) {  // by position
            if (!used[i] && !c.inputs[i].isScalar) {
                found = static_cast<int>(i);
            }
        }
        if (found < 0) {
            throw CaseFailure("case error: no tensor input for \"" + names[0] + "\" of " + op.aclnnName);
        }
        used[static_cast<size_t>(found)] = true;
        Operand operand;
        operand.spec = c.inputs[static_cast<size_t>(found)];
        b->inputIndex.push_back(static_cast<size_t>(found));
        b->inputs.push_back(std::move(operand));
    }
    // Scalars by name, else the next scalar input in the case's order.
    for (const auto &names : op.scalarInputs) {
        int found = -1;
        for (size_t i = 0; i < c.inputs.size() && found < 0; ++i) {
            for (const std::string &n : names) {
                if (!used[i] && c.inputs[i].isScalar && c.inputs[i].name == n) {
                    found = static_cast<int>(i);
                }
            }
        }
        for (size_t i = 0; i < c.inputs.size() && found < 0; ++i) {
            if (!used[i] && c.inputs[i].isScalar) {
                found = static_cast<int>(i);
            }
        }
        if (found < 0) {
            throw CaseFailure("case error: no scalar input for \"" + names[0] + "\" of " + op.aclnnName);
        }
        used[static_cast<size_t>(found)] = true;
        b->scalarIndex.push_back(static_cast<size_t>(found));
    }
}

void BindOutputs(const TestCase &c, const OpDef &op, Binding *b)
{
    std::vector<aclDataType> inDtypes;
    for (const Operand &in : b->inputs) {
        inDtypes.push_back(in.spec.dtype);
    }
    const std::vector<aclDataType> dtypes = op.defaultOutputDtypes(inDtypes);
    std::vector<int64_t> shape = b->inputs[0].spec.shape;
    if (op.broadcasts && b->inputs.size() > 1) {
        bool ok = true;
        const std::vector<int64_t> broadcast = BroadcastShape(b->inputs[0].spec.shape, b->inputs[1].spec.shape, &ok);
        if (ok) {
            shape = broadcast;
        }
    }
    for (size_t k = 0; k < op.outputs.size(); ++k) {
        Operand out;
        if (k < c.outputs.size()) {
            out.spec = c.outputs[k];
        }
        out.spec.name = out.spec.name.empty() ? op.outputs[k] : out.spec.name;
        if (out.spec.dtype == ACL_DT_UNDEFINED) {
            out.spec.dtype = dtypes[k];
        }
        if (!out.spec.hasShape) {
            out.spec.shape = shape;
        }
        b->outputs.push_back(std::move(out));
    }
}

}  // namespace

void Bind(const TestCase &c, const OpDef &op, Binding *b)
{
    BindInputs(c, op, b);
    BindOutputs(c, op, b);
}

bool OutputIsBits(const Binding &b, const OpDef &op, size_t k)
{
    return b.outputs[k].spec.dtype == ACL_UINT1 || static_cast<int>(k) == op.bitsOutput;
}

std::string DtypeLabel(const Binding &b, int bitsInput)
{
    const std::vector<Operand> &inputs = b.inputs, &outputs = b.outputs;
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

}  // namespace accuracy
