// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include <cstring>
#include <set>

#include "graph/operator.h"
#include "graph/tensor.h"
#include "graph_impl.h"

namespace ge {

// ---- Tensor ----------------------------------------------------------------------------------------

struct Tensor::Impl {
    TensorDesc desc;
    std::vector<uint8_t> data;
};

Tensor::Tensor() : impl_(std::make_shared<Impl>()) {}
Tensor::Tensor(const TensorDesc &desc) : impl_(std::make_shared<Impl>())
{
    impl_->desc = desc;
}
Tensor::Tensor(const TensorDesc &desc, const std::vector<uint8_t> &data) : Tensor(desc)
{
    impl_->data = data;
}
Tensor::Tensor(const TensorDesc &desc, const uint8_t *data, size_t size) : Tensor(desc)
{
    if (data != nullptr)
        impl_->data.assign(data, data + size);
}
TensorDesc Tensor::GetTensorDesc() const
{
    return impl_->desc;
}
graphStatus Tensor::SetTensorDesc(const TensorDesc &desc)
{
    impl_->desc = desc;
    return GRAPH_SUCCESS;
}
uint8_t *Tensor::GetData()
{
    return impl_->data.data();
}
const uint8_t *Tensor::GetData() const
{
    return impl_->data.data();
}
size_t Tensor::GetSize() const
{
    return impl_->data.size();
}
graphStatus Tensor::SetData(const uint8_t *data, size_t size)
{
    if (data == nullptr && size > 0)
        return GRAPH_FAILED;
    impl_->data.assign(data, data + size);
    return GRAPH_SUCCESS;
}
graphStatus Tensor::SetData(const std::vector<uint8_t> &data)
{
    impl_->data = data;
    return GRAPH_SUCCESS;
}

// ---- Operator --------------------------------------------------------------------------------------

OperatorImpl::~OperatorImpl()
{
    std::vector<std::shared_ptr<OperatorImpl>> pending = std::move(sources);
    while (!pending.empty()) {
        std::shared_ptr<OperatorImpl> node = std::move(pending.back());
        pending.pop_back();
        if (node.use_count() == 1) {  // the last owner: take its sources before it goes
            for (auto &s : node->sources) {
                pending.push_back(std::move(s));
            }
            node->sources.clear();
        }
    }  // each node dies with no sources left: no recursion
}

void LinkSource(OperatorImpl &reader, const std::shared_ptr<OperatorImpl> &src)
{
    // A cycle needs `reader` upstream of `src` (or to be `src`: a node fed by itself), which is impossible
    // while nothing reads `reader` (the usual order: a node's inputs are set before it feeds another).
    // Otherwise search src's sources.
    if (src.get() == &reader) {
        return;
    }
    if (reader.readers > 0) {
        std::vector<const OperatorImpl *> stack{src.get()};
        std::set<const OperatorImpl *> seen;
        while (!stack.empty()) {
            const OperatorImpl *n = stack.back();
            stack.pop_back();
            if (n == &reader) {
                return;  // would close a cycle: keep only the weak input link
            }
            if (!seen.insert(n).second) {
                continue;
            }
            for (const auto &s : n->sources) {
                stack.push_back(s.get());
            }
        }
    }
    reader.sources.push_back(src);
    ++src->readers;
}

int OperatorImpl::InputIndex(const std::string &n) const
{
    for (size_t i = 0; i < inputNames.size(); ++i) {
        if (inputNames[i] == n)
            return static_cast<int>(i);
    }
    return -1;
}

int OperatorImpl::OutputIndex(const std::string &n) const
{
    for (size_t i = 0; i < outputNames.size(); ++i) {
        if (outputNames[i] == n)
            return static_cast<int>(i);
    }
    return -1;
}

Operator::Operator() = default;
Operator::Operator(const char_t *type) : Operator(type, type) {}
Operator::Operator(const char_t *name, const char_t *type) : impl_(std::make_shared<OperatorImpl>())
{
    impl_->name = name == nullptr ? "" : name;
    impl_->type = type == nullptr ? "" : type;
}
Operator::Operator(const AscendString &name, const AscendString &type) : Operator(name.GetString(), type.GetString()) {}

graphStatus Operator::GetName(AscendString &name) const
{
    if (!impl_)
        return GRAPH_FAILED;
    name = AscendString(impl_->name.c_str());
    return GRAPH_SUCCESS;
}

graphStatus Operator::GetOpType(AscendString &type) const
{
    if (!impl_)
        return GRAPH_FAILED;
    type = AscendString(impl_->type.c_str());
    return GRAPH_SUCCESS;
}

bool Operator::IsEmpty() const
{
    return !impl_;
}

void Operator::InputRegister(const char_t *name)
{
    impl_->inputNames.emplace_back(name);
    impl_->inputOptional.push_back(false);
    impl_->inputDescs.emplace_back();
    impl_->inputs.emplace_back();
}

void Operator::OptionalInputRegister(const char_t *name)
{
    InputRegister(name);
    impl_->inputOptional.back() = true;
}

void Operator::OutputRegister(const char_t *name)
{
    impl_->outputNames.emplace_back(name);
    impl_->outputDescs.emplace_back();
}

Operator &Operator::SetInput(const char_t *dstName, const Operator &src, uint32_t srcIndex)
{
    const int i = impl_ && dstName ? impl_->InputIndex(dstName) : -1;
    if (i >= 0 && src.impl_) {
        impl_->inputs[i] = InputLink{src.impl_, srcIndex, ""};
        LinkSource(*impl_, src.impl_);
    }
    return *this;
}

Operator &Operator::SetInput(const char_t *dstName, const Operator &src, const char_t *srcName)
{
    const int i = impl_ && dstName ? impl_->InputIndex(dstName) : -1;
    if (i >= 0 && src.impl_) {
        impl_->inputs[i] = InputLink{src.impl_, 0, srcName == nullptr ? "" : srcName};
        LinkSource(*impl_, src.impl_);
    }
    return *this;
}

TensorDesc Operator::GetInputDescByName(const char_t *name) const
{
    const int i = impl_ && name ? impl_->InputIndex(name) : -1;
    return i >= 0 ? impl_->inputDescs[i] : TensorDesc();
}

graphStatus Operator::UpdateInputDesc(const char_t *name, const TensorDesc &desc)
{
    const int i = impl_ && name ? impl_->InputIndex(name) : -1;
    if (i < 0)
        return GRAPH_FAILED;
    impl_->inputDescs[i] = desc;
    return GRAPH_SUCCESS;
}

TensorDesc Operator::GetOutputDescByName(const char_t *name) const
{
    const int i = impl_ && name ? impl_->OutputIndex(name) : -1;
    return i >= 0 ? impl_->outputDescs[i] : TensorDesc();
}

graphStatus Operator::UpdateOutputDesc(const char_t *name, const TensorDesc &desc)
{
    const int i = impl_ && name ? impl_->OutputIndex(name) : -1;
    if (i < 0)
        return GRAPH_FAILED;
    impl_->outputDescs[i] = desc;
    return GRAPH_SUCCESS;
}

size_t Operator::GetInputsSize() const
{
    return impl_ ? impl_->inputNames.size() : 0;
}

size_t Operator::GetOutputsSize() const
{
    return impl_ ? impl_->outputNames.size() : 0;
}

namespace {

template <typename T>
void Set(const std::shared_ptr<OperatorImpl> &impl, const char_t *name, const T &value)
{
    if (impl && name != nullptr) {
        impl->attrs[name] = value;
    }
}

template <typename T>
graphStatus Get(const std::shared_ptr<OperatorImpl> &impl, const char_t *name, T &value)
{
    if (!impl || name == nullptr)
        return GRAPH_FAILED;
    auto it = impl->attrs.find(name);
    if (it == impl->attrs.end() || !std::holds_alternative<T>(it->second))
        return GRAPH_FAILED;
    value = std::get<T>(it->second);
    return GRAPH_SUCCESS;
}

}  // namespace

Operator &Operator::SetAttr(const char_t *name, const Tensor &value)
{
    Set(impl_, name, value);
    return *this;
}
Operator &Operator::SetAttr(const char_t *name, float value)
{
    Set(impl_, name, value);
    return *this;
}
Operator &Operator::SetAttr(const char_t *name, int64_t value)
{
    Set(impl_, name, value);
    return *this;
}
Operator &Operator::SetAttr(const char_t *name, int32_t value)
{
    Set(impl_, name, static_cast<int64_t>(value));
    return *this;
}
Operator &Operator::SetAttr(const char_t *name, uint32_t value)
{
    Set(impl_, name, static_cast<int64_t>(value));
    return *this;
}
Operator &Operator::SetAttr(const char_t *name, bool value)
{
    Set(impl_, name, value);
    return *this;
}
Operator &Operator::SetAttr(const char_t *name, const char_t *value)
{
    Set(impl_, name, std::string(value == nullptr ? "" : value));
    return *this;
}
Operator &Operator::SetAttr(const char_t *name, const std::string &value)
{
    Set(impl_, name, value);
    return *this;
}
graphStatus Operator::GetAttr(const char_t *name, Tensor &value) const
{
    return Get(impl_, name, value);
}
graphStatus Operator::GetAttr(const char_t *name, float &value) const
{
    return Get(impl_, name, value);
}
graphStatus Operator::GetAttr(const char_t *name, int64_t &value) const
{
    return Get(impl_, name, value);
}
graphStatus Operator::GetAttr(const char_t *name, bool &value) const
{
    return Get(impl_, name, value);
}
graphStatus Operator::GetAttr(const char_t *name, std::string &value) const
{
    return Get(impl_, name, value);
}
graphStatus Operator::GetAttr(const char_t *name, AscendString &value) const
{
    std::string s;
    graphStatus status = Get(impl_, name, s);
    if (status == GRAPH_SUCCESS)
        value = AscendString(s.c_str());
    return status;
}

}  // namespace ge
