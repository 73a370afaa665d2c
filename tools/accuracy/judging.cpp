// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "judging.h"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "dtypes.h"
#include "operator_def.h"
#include "standards.h"
#include "view_geometry.h"

namespace accuracy {
namespace {

constexpr size_t kChunk = size_t{1} << 16;  // elements judged at a time

// One element of a storage as the goldens read it (UINT1: bit `offset` of the packed bytes).
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
    const aclDataType part = ComplexPart(dtype);
    if (part != ACL_DT_UNDEFINED) {  // (re, im), each of the part's dtype
        e.bits = LoadBits(part, p);
        e.real = BitsToDouble(part, e.bits);
        e.imagBits = LoadBits(part, p + ElementBytes(part));
        e.imag = BitsToDouble(part, e.imagBits);
        return e;
    }
    e.bits = LoadBits(dtype, p);
    if (IsFloating(dtype)) {
        e.real = BitsToDouble(dtype, e.bits);
    } else {
        e.integer = LoadInteger(dtype, p);
        e.real = static_cast<double>(e.integer);
    }
    return e;
}

Verdict CompareMask(const std::vector<uint8_t> &golden, const uint8_t *actual, int64_t n)
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
                    first = (i < n ? "bit " + std::to_string(i) : "unused bit " + std::to_string(i)) + ": expected " +
                            std::to_string(g) + ", got " + std::to_string(a);
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

}  // namespace

void JudgeOutputs(const TestCase &c, const RunOptions &options, const OpDef &op, const GoldenContext &golden,
                  const Binding &b, CaseResult *result)
{
    const std::vector<int64_t> outShape = b.outputs[0].spec.shape;
    const int64_t n = Numel(outShape);
    const size_t nIn = b.inputs.size(), nOut = b.outputs.size();
    std::vector<std::vector<int64_t>> walk;  // inputs, then outputs
    std::vector<int64_t> offset;
    for (const Operand &in : b.inputs) {
        std::string why;
        walk.emplace_back();
        if (!WalkStrides(in.spec, outShape, &walk.back(), &why)) {
            throw CaseFailure("the call succeeded although " + why);
        }
        offset.push_back(in.spec.offset);
    }
    for (const Operand &out : b.outputs) {
        if (out.spec.shape != outShape) {
            throw CaseFailure("the call succeeded although \"" + out.spec.name + "\" has shape " +
                              ShapeText(out.spec.shape) + ", not " + ShapeText(outShape));
        }
        walk.push_back(out.spec.strides);
        offset.push_back(out.spec.offset);
    }
    // A complex output is judged as the sequence of its parts (re, im, re, im, ...) in the parts' dtype.
    std::vector<std::unique_ptr<accuracy::Judge>> judges(nOut), bitwise(nOut);
    std::vector<aclDataType> complexPart(nOut, ACL_DT_UNDEFINED);
    for (size_t k = 0; k < nOut; ++k) {
        if (OutputIsBits(b, op, k)) {
            continue;
        }
        complexPart[k] = ComplexPart(b.outputs[k].spec.dtype);
        const aclDataType judged = complexPart[k] != ACL_DT_UNDEFINED ? complexPart[k] : b.outputs[k].spec.dtype;
        std::string error;
        judges[k] = MakeJudge(c.standard, judged, &error);
        if (!judges[k]) {
            throw CaseFailure(error);
        }
        if (options.strict && IsFloating(judged) && c.standard.name != "bitwise") {
            bitwise[k] = MakeJudge(Standard{"bitwise", {}}, judged, &error);
        }
    }
    std::vector<std::vector<double>> exact(nOut, std::vector<double>(kChunk));
    std::vector<std::vector<uint64_t>> ref(nOut, std::vector<uint64_t>(kChunk));
    std::vector<std::vector<uint64_t>> actual(nOut, std::vector<uint64_t>(kChunk));
    std::vector<std::vector<uint8_t>> goldenMask(nOut);
    for (size_t k = 0; k < nOut; ++k) {
        if (OutputIsBits(b, op, k)) {
            goldenMask[k].assign(static_cast<size_t>((n + 7) / 8), 0);
        }
    }
    std::vector<ElementIn> ins(nIn);
    std::vector<ElementOut> outs(nOut);
    // Entries per element: 2 when the outputs are complex (an operator's outputs are all complex or none).
    const size_t parts =
        std::any_of(complexPart.begin(), complexPart.end(), [](aclDataType p) { return p != ACL_DT_UNDEFINED; }) ? 2
                                                                                                                 : 1;
    for (size_t k = 0; k < nOut; ++k) {
        if (parts == 2 && judges[k] && complexPart[k] == ACL_DT_UNDEFINED) {
            throw CaseFailure("the tool judges complex outputs only beside other complex ones");
        }
    }
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
            const bool bits = static_cast<int>(k) == op.bitsInput;
            ins[k] = Decode(bits ? ACL_UINT1 : b.inputs[k].spec.dtype, b.inputs[k].Storage(), offset[k]);
        }
        op.golden(golden, ins.data(), outs.data());
        for (size_t k = 0; k < nOut; ++k) {
            const Operand &out = b.outputs[k];
            if (OutputIsBits(b, op, k)) {
                goldenMask[k][static_cast<size_t>(i / 8)] |= static_cast<uint8_t>(outs[k].ref << (i % 8));
                continue;
            }
            const uint8_t *at =
                out.ResultStorage() + offset[nIn + k] * static_cast<int64_t>(ElementBytes(out.spec.dtype));
            exact[k][filled] = outs[k].exact;
            ref[k][filled] = outs[k].ref;
            if (complexPart[k] == ACL_DT_UNDEFINED) {
                actual[k][filled] = LoadBits(out.spec.dtype, at);
                continue;
            }
            actual[k][filled] = LoadBits(complexPart[k], at);
            exact[k][filled + 1] = outs[k].exactImag;
            ref[k][filled + 1] = outs[k].refImag;
            actual[k][filled + 1] = LoadBits(complexPart[k], at + ElementBytes(complexPart[k]));
        }
        filled += parts;
        if (filled + 2 > kChunk) {
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
    result->pass = true;
    for (size_t k = 0; k < nOut; ++k) {
        OutputVerdict ov;
        ov.name = b.outputs[k].spec.name;
        ov.dtype = b.outputs[k].spec.dtype;
        if (OutputIsBits(b, op, k)) {
            ov.verdict = CompareMask(goldenMask[k], b.outputs[k].ResultStorage(), n);
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
        result->pass = result->pass && ov.verdict.pass;
        result->worst = std::max(result->worst, ov.verdict.worst);
        result->detail += (k ? "; " : "") + ov.name + ": " + ov.verdict.detail;
        result->outputs.push_back(ov);
    }
    if (!b.outputs.empty() && !result->outputs.empty()) {
        result->standard = result->outputs[0].verdict.standard;
    }
}

}  // namespace accuracy
