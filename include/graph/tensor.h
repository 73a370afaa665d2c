/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * Shape, TensorDesc and Tensor of the GE graph API (host tensors on the CPU).
 */
#ifndef INC_EXTERNAL_GRAPH_TENSOR_H_
#define INC_EXTERNAL_GRAPH_TENSOR_H_

#include <cstdint>
#include <memory>
#include <vector>

#include "ascend_string.h"
#include "ge_error_codes.h"
#include "types.h"

namespace ge {

class Shape {
public:
    Shape() = default;
    explicit Shape(const std::vector<int64_t> &dims) : dims_(dims) {}
    size_t GetDimNum() const { return dims_.size(); }
    int64_t GetDim(size_t index) const { return index < dims_.size() ? dims_[index] : 0; }
    std::vector<int64_t> GetDims() const { return dims_; }
    // Number of elements (1 for a scalar shape).
    int64_t GetShapeSize() const
    {
        int64_t n = 1;
        for (int64_t d : dims_)
            n *= d;
        return n;
    }

private:
    std::vector<int64_t> dims_;
};

class TensorDesc {
public:
    TensorDesc() = default;
    explicit TensorDesc(Shape shape, Format format = FORMAT_ND, DataType dt = DT_FLOAT)
        : shape_(shape), originShape_(shape), format_(format), originFormat_(format), dtype_(dt)
    {
    }
    Shape GetShape() const { return shape_; }
    void SetShape(const Shape &shape) { shape_ = shape; }
    Shape GetOriginShape() const { return originShape_; }
    void SetOriginShape(const Shape &shape) { originShape_ = shape; }
    Format GetFormat() const { return format_; }
    void SetFormat(Format format) { format_ = format; }
    Format GetOriginFormat() const { return originFormat_; }
    void SetOriginFormat(Format format) { originFormat_ = format; }
    DataType GetDataType() const { return dtype_; }
    void SetDataType(DataType dt) { dtype_ = dt; }
    Placement GetPlacement() const { return placement_; }
    void SetPlacement(Placement placement) { placement_ = placement; }
    void SetRealDimCnt(const int64_t realDimCnt) { realDimCnt_ = realDimCnt; }
    graphStatus GetRealDimCnt(int64_t &realDimCnt) const
    {
        realDimCnt = realDimCnt_ < 0 ? static_cast<int64_t>(shape_.GetDimNum()) : realDimCnt_;
        return GRAPH_SUCCESS;
    }
    void SetName(const char_t *name) { name_ = name == nullptr ? "" : name; }
    graphStatus GetName(AscendString &name) const
    {
        name = AscendString(name_.c_str());
        return GRAPH_SUCCESS;
    }

private:
    Shape shape_;
    Shape originShape_;
    Format format_ = FORMAT_ND;
    Format originFormat_ = FORMAT_ND;
    DataType dtype_ = DT_FLOAT;
    Placement placement_ = kPlacementHost;
    int64_t realDimCnt_ = -1;
    std::string name_;
};

// A host tensor: a description and a byte buffer. Copies share the buffer, as CANN's handles do.
class GE_FUNC_VISIBILITY Tensor {
public:
    Tensor();
    explicit Tensor(const TensorDesc &desc);
    Tensor(const TensorDesc &desc, const std::vector<uint8_t> &data);
    Tensor(const TensorDesc &desc, const uint8_t *data, size_t size);
    TensorDesc GetTensorDesc() const;
    graphStatus SetTensorDesc(const TensorDesc &desc);
    uint8_t *GetData();
    const uint8_t *GetData() const;
    size_t GetSize() const;
    graphStatus SetData(const uint8_t *data, size_t size);
    graphStatus SetData(const std::vector<uint8_t> &data);

private:
    struct Impl;
    std::shared_ptr<Impl> impl_;
};

}  // namespace ge

#endif  // INC_EXTERNAL_GRAPH_TENSOR_H_
