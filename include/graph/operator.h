/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * ge::Operator: a node of a graph. It is a cheap handle (copies refer to the same node), so generated
 * operator classes can be copied into std::vector<Operator> as the official examples do.
 */
#ifndef INC_EXTERNAL_GRAPH_OPERATOR_H_
#define INC_EXTERNAL_GRAPH_OPERATOR_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ascend_string.h"
#include "ge_error_codes.h"
#include "tensor.h"
#include "types.h"

namespace ge {

struct OperatorImpl;

class GE_FUNC_VISIBILITY Operator {
public:
    Operator();
    explicit Operator(const char_t *type);
    Operator(const char_t *name, const char_t *type);
    Operator(const AscendString &name, const AscendString &type);
    virtual ~Operator() = default;

    graphStatus GetName(AscendString &name) const;
    graphStatus GetOpType(AscendString &type) const;
    bool IsEmpty() const;

    // Connects input `dstName` of this node to output `srcIndex` (or `srcName`) of `src`.
    Operator &SetInput(const char_t *dstName, const Operator &src, uint32_t srcIndex = 0);
    Operator &SetInput(const char_t *dstName, const Operator &src, const char_t *srcName);

    TensorDesc GetInputDescByName(const char_t *name) const;
    graphStatus UpdateInputDesc(const char_t *name, const TensorDesc &desc);
    TensorDesc GetOutputDescByName(const char_t *name) const;
    graphStatus UpdateOutputDesc(const char_t *name, const TensorDesc &desc);
    size_t GetInputsSize() const;
    size_t GetOutputsSize() const;

    // As GE declares them, each returns the operator, so calls chain. An integer attribute is held as int64.
    Operator &SetAttr(const char_t *name, const Tensor &value);
    Operator &SetAttr(const char_t *name, float value);
    Operator &SetAttr(const char_t *name, int64_t value);
    Operator &SetAttr(const char_t *name, int32_t value);
    Operator &SetAttr(const char_t *name, uint32_t value);
    Operator &SetAttr(const char_t *name, bool value);
    Operator &SetAttr(const char_t *name, const char_t *value);
    Operator &SetAttr(const char_t *name, const std::string &value);
    graphStatus GetAttr(const char_t *name, Tensor &value) const;
    graphStatus GetAttr(const char_t *name, float &value) const;
    graphStatus GetAttr(const char_t *name, int64_t &value) const;
    graphStatus GetAttr(const char_t *name, bool &value) const;
    graphStatus GetAttr(const char_t *name, AscendString &value) const;
    graphStatus GetAttr(const char_t *name, std::string &value) const;

    // For the runtime: the node behind the handle.
    const std::shared_ptr<OperatorImpl> &Impl() const { return impl_; }

protected:
    // Called by the classes REG_OP generates, in declaration order.
    void InputRegister(const char_t *name);
    void OptionalInputRegister(const char_t *name);
    void OutputRegister(const char_t *name);

private:
    std::shared_ptr<OperatorImpl> impl_;
};

}  // namespace ge

#endif  // INC_EXTERNAL_GRAPH_OPERATOR_H_
