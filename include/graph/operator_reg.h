/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * The REG_OP DSL that declares operator prototypes the CANN way:
 *
 *     REG_OP(ReluGradV2)
 *         .INPUT(gradients, TensorType::RealNumberType())
 *         .INPUT(mask, TensorType({DT_UINT8, DT_UINT1}))
 *         .OUTPUT(backprops, TensorType::RealNumberType())
 *         .OP_END_FACTORY_REG(ReluGradV2)
 *
 * declares class ge::op::ReluGradV2 with set_input_gradients(), update_input_desc_mask(),
 * get_output_desc_backprops() and so on (OPTIONAL_INPUT declares the accessors INPUT does; a graph
 * may leave such an input unconnected). How it works: REG_OP opens the class and a private
 * registration function ending in an expression `ge::OpRegistrar()`; each following macro starts
 * with `.N();`, which ends that expression, closes the function, declares the accessors, and opens
 * the next registration function, which the previous one calls. OP_END_FACTORY_REG closes it all.
 * Prototypes are written inside `namespace ge { ... }`.
 */
#ifndef INC_EXTERNAL_GRAPH_OPERATOR_REG_H_
#define INC_EXTERNAL_GRAPH_OPERATOR_REG_H_

#include <initializer_list>
#include <string>

#include "operator.h"

namespace ge {

// Ends the expressions the macros leave open.
struct OpRegistrar {
    OpRegistrar &N() { return *this; }
};

// Dtype sets of prototypes: documentation here (the runtime checks dtypes per operator).
class TensorType {
public:
    TensorType(DataType) {}                         // NOLINT: implicit, as CANN's
    TensorType(std::initializer_list<DataType>) {}  // NOLINT
    static TensorType ALL() { return TensorType({}); }
    static TensorType RealNumberType() { return TensorType({}); }
    static TensorType NumberType() { return TensorType({}); }
    static TensorType FloatingDataType() { return TensorType({}); }
    static TensorType IntegerDataType() { return TensorType({}); }
};

// ATTR types: the C++ type each attribute kind holds.
namespace op_attr {
struct Float {
    using type = float;
};
struct Int {
    using type = int64_t;
};
struct Bool {
    using type = bool;
};
struct Tensor {
    using type = ge::Tensor;
};
struct String {
    using type = std::string;
};
}  // namespace op_attr

}  // namespace ge

#define REG_OP(x)                                                                                                   \
    namespace op {                                                                                                  \
    class x : public ::ge::Operator {                                                                               \
        typedef x _THIS_TYPE;                                                                                       \
                                                                                                                    \
    public:                                                                                                         \
        explicit x(const char *name) : ::ge::Operator(name, #x) { RegisterPrototype_(); }                           \
        explicit x(const ::ge::AscendString &name) : ::ge::Operator(name.GetString(), #x) { RegisterPrototype_(); } \
        explicit x(const std::string &name) : ::ge::Operator(name.c_str(), #x) { RegisterPrototype_(); }            \
        x() : ::ge::Operator(#x, #x) { RegisterPrototype_(); }                                                      \
                                                                                                                    \
    private:                                                                                                        \
        void RegisterPrototype_()                                                                                   \
        {                                                                                                           \
            (void)::ge::OpRegistrar()

#define ACLP_REG_INPUT_(x, registrar)                                           \
    N();                                                                        \
    RegisterInput_##x();                                                        \
    }                                                                           \
                                                                                \
public:                                                                         \
    _THIS_TYPE &set_input_##x(::ge::Operator &v, uint32_t index = 0)            \
    {                                                                           \
        SetInput(#x, v, index);                                                 \
        return *this;                                                           \
    }                                                                           \
    _THIS_TYPE &set_input_##x(::ge::Operator &v, const std::string &srcName)    \
    {                                                                           \
        SetInput(#x, v, srcName.c_str());                                       \
        return *this;                                                           \
    }                                                                           \
    _THIS_TYPE &set_input_##x##_by_name(::ge::Operator &v, const char *srcName) \
    {                                                                           \
        SetInput(#x, v, srcName);                                               \
        return *this;                                                           \
    }                                                                           \
    ::ge::TensorDesc get_input_desc_##x() const                                 \
    {                                                                           \
        return GetInputDescByName(#x);                                          \
    }                                                                           \
    ::ge::graphStatus update_input_desc_##x(const ::ge::TensorDesc &desc)       \
    {                                                                           \
        return UpdateInputDesc(#x, desc);                                       \
    }                                                                           \
                                                                                \
private:                                                                        \
    void RegisterInput_##x()                                                    \
    {                                                                           \
        registrar(#x);                                                          \
        (void)::ge::OpRegistrar()

#define INPUT(x, t) ACLP_REG_INPUT_(x, InputRegister)
#define OPTIONAL_INPUT(x, t) ACLP_REG_INPUT_(x, OptionalInputRegister)

#define OUTPUT(x, t)                                                       \
    N();                                                                   \
    RegisterOutput_##x();                                                  \
    }                                                                      \
                                                                           \
public:                                                                    \
    ::ge::TensorDesc get_output_desc_##x() const                           \
    {                                                                      \
        return GetOutputDescByName(#x);                                    \
    }                                                                      \
    ::ge::graphStatus update_output_desc_##x(const ::ge::TensorDesc &desc) \
    {                                                                      \
        return UpdateOutputDesc(#x, desc);                                 \
    }                                                                      \
                                                                           \
private:                                                                   \
    void RegisterOutput_##x()                                              \
    {                                                                      \
        OutputRegister(#x);                                                \
        (void)::ge::OpRegistrar()

#define ATTR(x, Type, ...)                                       \
    N();                                                         \
    RegisterAttr_##x();                                          \
    }                                                            \
                                                                 \
public:                                                          \
    _THIS_TYPE &set_attr_##x(const ::ge::op_attr::Type::type &v) \
    {                                                            \
        SetAttr(#x, v);                                          \
        return *this;                                            \
    }                                                            \
    ::ge::op_attr::Type::type get_attr_##x() const               \
    {                                                            \
        ::ge::op_attr::Type::type v{};                           \
        (void)GetAttr(#x, v);                                    \
        return v;                                                \
    }                                                            \
                                                                 \
private:                                                         \
    void RegisterAttr_##x()                                      \
    {                                                            \
        SetAttr(#x, ::ge::op_attr::Type::type(__VA_ARGS__));     \
        (void)::ge::OpRegistrar()

#define REQUIRED_ATTR(x, Type) ATTR(x, Type, ::ge::op_attr::Type::type{})

#define OP_END_FACTORY_REG(x) \
    N();                      \
    }                         \
    }                         \
    ;                         \
    }

#endif  // INC_EXTERNAL_GRAPH_OPERATOR_REG_H_
