// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// ATK case files: a JSON list of case objects, as in ops-nn's tests/st/*/atk_*.json.
#include <stdexcept>

#include "case_file.h"
#include "case_file_readers.h"
#include "dtypes.h"

namespace accuracy {
namespace {

using nlohmann::json;

// A string field; "" when it is missing or null (CANN's files write "name": null for unnamed inputs).
std::string StringField(const json &object, const char *key)
{
    const auto it = object.find(key);
    return it == object.end() || it->is_null() ? std::string() : it->get<std::string>();
}

aclFormat FormatOf(const std::string &name)
{
    if (name == "NCHW") {
        return ACL_FORMAT_NCHW;
    }
    if (name == "NHWC") {
        return ACL_FORMAT_NHWC;
    }
    if (name == "NCDHW") {
        return ACL_FORMAT_NCDHW;
    }
    if (name == "NCL") {
        return ACL_FORMAT_NCL;
    }
    if (name == "ND" || name.empty()) {
        return ACL_FORMAT_ND;
    }
    throw std::runtime_error("unknown format \"" + name + "\"");
}

void ParseOutliers(const json &v, ValueRange *range)
{
    if (v.is_null()) {
        return;
    }
    const json &values = v.is_object() ? v.at("values") : v;
    range->outlierRatio = v.is_object() && v.contains("ratio") ? v.at("ratio").get<double>() : 0.1;
    for (const json &x : values) {
        range->outliers.push_back(NumberOf(x));
    }
}

TensorSpec ParseTensorSpec(const json &in, bool isOutput)
{
    TensorSpec t;
    t.name = StringField(in, "name");
    const std::string type = in.value("type", std::string("tensor"));
    // An attribute (a bool parameter of the aclnn call, such as selfIsResult) is bound like a scalar: the
    // operator table gives it a scalar role (OperatorDef::boolAttribute).
    t.isScalar = type == "scalar" || type == "attr";
    t.isNull = in.value("null", false);
    t.nullData = in.value("null_data", false);
    if (in.contains("dtype") && in.at("dtype").is_string()) {
        t.dtypeText = in.at("dtype").get<std::string>();
        if (!ParseDtype(t.dtypeText, &t.dtype)) {
            throw std::runtime_error("input \"" + t.name + "\": unknown dtype \"" + t.dtypeText + "\"");
        }
    } else if (!t.isNull && !isOutput) {
        throw std::runtime_error("\"" + t.name + "\" has no dtype");
    }
    if (!t.isScalar && in.contains("shape") && !in.at("shape").is_null()) {
        t.shape = IntList(in.at("shape"), "shape");
        t.hasShape = true;
    }
    if (in.contains("strides") && !in.at("strides").is_null()) {
        t.hasStrides = true;
        t.strides = IntList(in.at("strides"), "strides");
    }
    t.offset = in.value("offset", int64_t{0});
    if (in.contains("storage_shape") && !in.at("storage_shape").is_null()) {
        t.hasStorageShape = true;
        t.storageShape = IntList(in.at("storage_shape"), "storage_shape");
    }
    if (in.contains("format") && in.at("format").is_string()) {
        t.formatGiven = true;
        t.format = FormatOf(in.at("format").get<std::string>());
    }
    if (in.contains("claimed_storage_shape")) {
        t.hasClaimedStorage = true;
        t.claimedStorage = IntList(in.at("claimed_storage_shape"), "claimed_storage_shape");
    }
    if (in.contains("dtype_code")) {
        t.hasDtypeCode = true;
        t.dtypeCode = in.at("dtype_code").get<int>();
    }
    if (in.contains("format_code")) {
        t.hasFormatCode = true;
        t.formatCode = in.at("format_code").get<int>();
    }
    if (isOutput) {
        t.aliasOf = StringField(in, "alias_of");
    } else {
        if (in.contains("range_values") && !in.at("range_values").is_null()) {
            t.range = ParseRangeValues(in.at("range_values"));
        } else if (t.dtype == ACL_UINT1) {
            t.range.kind = ValueRange::Kind::kRandomBits;
        }
        if (in.contains("outlier_values")) {
            ParseOutliers(in.at("outlier_values"), &t.range);
        }
    }
    return t;
}

Standard ParseStandard(const json &s)
{
    Standard out;
    if (s.is_string()) {
        out.name = s.get<std::string>();
        return out;
    }
    const json &acc = s.is_object() && s.contains("acc") ? s.at("acc") : s;
    if (acc.is_string()) {
        out.name = acc.get<std::string>();
    } else if (acc.is_object() && !acc.empty()) {
        out.name = acc.begin().key();
        out.params = acc.begin().value();
    } else {
        throw std::runtime_error("standard " + s.dump() + " names no accuracy standard");
    }
    return out;
}

TestCase ParseOneCase(const json &c, const std::string &fileName, size_t index)
{
    TestCase tc;
    tc.file = fileName;
    tc.id = static_cast<int64_t>(index);
    try {
        if (!c.is_object()) {
            throw std::runtime_error("a case must be a JSON object");
        }
        if (c.contains("id") && c.at("id").is_number_integer()) {
            tc.id = c.at("id").get<int64_t>();
        }
        tc.name = StringField(c, "name");
        tc.apiType = StringField(c, "api_type");
        if (c.contains("aclnn_name") && c.at("aclnn_name").is_string()) {
            tc.op = c.at("aclnn_name").get<std::string>();
        }
        tc.standard = ParseStandard(c.at("standard"));
        // CANN's case files may give the tensors' format as an attribute input ("format": "NCHW"): it sets
        // the format of every tensor that names none.
        const json *formatAttr = nullptr;
        for (const json &in : c.at("inputs")) {
            if (StringField(in, "type") == "attr" && StringField(in, "name") == "format") {
                formatAttr = &in;
                continue;
            }
            tc.inputs.push_back(ParseTensorSpec(in, false));
        }
        if (c.contains("outputs") && c.at("outputs").is_array()) {
            for (const json &out : c.at("outputs")) {
                tc.outputs.push_back(ParseTensorSpec(out, true));
            }
        }
        if (formatAttr != nullptr && formatAttr->contains("range_values") &&
            formatAttr->at("range_values").is_string()) {
            const aclFormat format = FormatOf(formatAttr->at("range_values").get<std::string>());
            for (auto *list : {&tc.inputs, &tc.outputs}) {
                for (TensorSpec &t : *list) {
                    t.format = t.formatGiven ? t.format : format;
                }
            }
        }
        if (c.contains("expected_error_msg") && c.at("expected_error_msg").is_string()) {
            tc.expectError = true;
            tc.expectedErrorMsg = c.at("expected_error_msg").get<std::string>();
        }
        if (c.contains("null_call_args") && c.at("null_call_args").is_array()) {
            for (const json &arg : c.at("null_call_args")) {
                const std::string name = arg.get<std::string>();
                if (name != "workspaceSize" && name != "executor") {
                    throw std::runtime_error("null_call_args: no argument \"" + name + "\"");
                }
                (name == "workspaceSize" ? tc.nullWorkspaceSize : tc.nullExecutor) = true;
            }
        }
        if (c.contains("expected_status") && c.at("expected_status").is_number_integer()) {
            tc.expectedStatus = c.at("expected_status").get<int64_t>();
            tc.expectError = tc.expectedStatus != 0;
        }
    } catch (const std::exception &e) {
        tc.parseError = e.what();
    }
    return tc;
}

}  // namespace

ValueRange ParseRangeValues(const json &v)
{
    ValueRange r;
    // "null" (ATK writes ["null"], as some of CANN's official files do for a tensor whose values it leaves
    // open): no range given, the default.
    const auto isNullWord = [](const json &x) {
        return x.is_null() || (x.is_string() && x.get<std::string>() == "null");
    };
    if (isNullWord(v) || (v.is_array() && v.size() == 1 && isNullWord(v[0]))) {
        return r;
    }
    if (v.is_number() || v.is_string() || v.is_boolean()) {
        r.kind = ValueRange::Kind::kConstant;
        r.constant = NumberOf(v);
        return r;
    }
    if (v.is_array() && v.size() == 1) {
        r.kind = ValueRange::Kind::kConstant;
        r.constant = NumberOf(v[0]);
        return r;
    }
    if (v.is_array() && v.size() == 2) {
        r.kind = ValueRange::Kind::kUniform;
        r.lo = NumberOf(v[0]);
        r.hi = NumberOf(v[1]);
        if (!(r.lo <= r.hi)) {
            throw std::runtime_error("range_values " + v.dump() + ": lower bound above upper bound");
        }
        return r;
    }
    if (v.is_object() && StringField(v, "name") == "every_pattern") {
        r.kind = ValueRange::Kind::kEveryPattern;
        return r;
    }
    if (v.is_object() && StringField(v, "name") == "nd") {
        r.kind = ValueRange::Kind::kNormal;
        auto pair = [&](const char *key, double *lo, double *hi) {
            const json &p = v.at(key);
            if (p.is_array() && p.size() == 2) {
                *lo = NumberOf(p[0]);
                *hi = NumberOf(p[1]);
            } else {
                *lo = *hi = NumberOf(p.is_array() ? p.at(0) : p);
            }
        };
        pair("mean", &r.meanLo, &r.meanHi);
        pair("std", &r.stdLo, &r.stdHi);
        return r;
    }
    throw std::runtime_error("unknown range_values form " + v.dump());
}

std::vector<TestCase> ParseAtkCases(const json &list, const std::string &fileName)
{
    if (!list.is_array()) {
        throw std::runtime_error(fileName + ": an ATK case file is a JSON list of cases");
    }
    std::vector<TestCase> cases;
    for (size_t i = 0; i < list.size(); ++i) {
        cases.push_back(ParseOneCase(list[i], fileName, i));
    }
    return cases;
}

std::vector<TestCase> LoadAtkFile(const std::string &path)
{
    json list;
    try {
        list = json::parse(ReadFile(path));
    } catch (const json::exception &e) {
        throw std::runtime_error(path + ": not valid JSON: " + e.what());
    }
    std::vector<TestCase> cases = ParseAtkCases(list, BaseName(path));
    for (TestCase &c : cases) {
        c.path = path;
    }
    return cases;
}

}  // namespace accuracy
