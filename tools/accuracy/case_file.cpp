// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "case_file.h"

#include <cctype>
#include <cmath>
#include <fstream>
#include <limits>
#include <sstream>
#include <stdexcept>

#include "dtypes.h"
#include "operator_def.h"

namespace accuracy {
namespace {

using nlohmann::json;

// A string field; "" when it is missing or null (CANN's files write "name": null for unnamed inputs).
std::string StringField(const json &object, const char *key)
{
    const auto it = object.find(key);
    return it == object.end() || it->is_null() ? std::string() : it->get<std::string>();
}

std::string BaseName(const std::string &path)
{
    const size_t slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string ReadFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        throw std::runtime_error("cannot open " + path);
    }
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// A number, or one of the strings "nan", "inf", "-inf", "-0.0", "2**-10".
double NumberOf(const json &v)
{
    if (v.is_number()) {
        return v.get<double>();
    }
    if (v.is_boolean()) {
        return v.get<bool>() ? 1.0 : 0.0;
    }
    if (v.is_string()) {
        const std::string s = Lower(v.get<std::string>());
        if (s == "nan" || s == "+nan") {
            return std::numeric_limits<double>::quiet_NaN();
        }
        if (s == "-nan") {
            return -std::numeric_limits<double>::quiet_NaN();
        }
        if (s == "inf" || s == "+inf" || s == "infinity") {
            return HUGE_VAL;
        }
        if (s == "-inf" || s == "-infinity") {
            return -HUGE_VAL;
        }
        const size_t power = s.find("**");
        if (power != std::string::npos) {
            return std::pow(std::stod(s.substr(0, power)), std::stod(s.substr(power + 2)));
        }
        size_t used = 0;
        const double d = std::stod(s, &used);
        if (used != s.size()) {
            throw std::runtime_error("not a number: \"" + v.get<std::string>() + "\"");
        }
        return d;
    }
    throw std::runtime_error("not a number: " + v.dump());
}

std::vector<int64_t> IntList(const json &v, const char *what)
{
    if (!v.is_array()) {
        throw std::runtime_error(std::string(what) + " must be a list of integers, got " + v.dump());
    }
    std::vector<int64_t> out;
    for (const json &d : v) {
        if (!d.is_number_integer()) {
            throw std::runtime_error(std::string(what) + " must be a list of integers, got " + v.dump());
        }
        out.push_back(d.get<int64_t>());
    }
    return out;
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
    t.isScalar = type == "scalar";
    if (type == "attr") {
        throw std::runtime_error("input \"" + t.name + "\": attributes are not used by these operators");
    }
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

// --- TTK CSV -------------------------------------------------------------------------------------

std::vector<std::string> SplitCsvLine(const std::string &line)
{
    std::vector<std::string> fields(1);
    bool quoted = false;
    for (size_t i = 0; i < line.size(); ++i) {
        const char ch = line[i];
        if (quoted) {
            if (ch == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                fields.back() += '"';
                ++i;
            } else if (ch == '"') {
                quoted = false;
            } else {
                fields.back() += ch;
            }
        } else if (ch == '"') {
            quoted = true;
        } else if (ch == ',') {
            fields.emplace_back();
        } else if (ch != '\r') {
            fields.back() += ch;
        }
    }
    return fields;
}

class TupleParser {
public:
    explicit TupleParser(const std::string &text) : s_(text) {}
    json Parse()
    {
        json v = Value();
        Skip();
        if (pos_ != s_.size()) {
            Fail("trailing text");
        }
        return v;
    }

private:
    void Skip()
    {
        while (pos_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[pos_]))) {
            ++pos_;
        }
    }
    [[noreturn]] void Fail(const char *what) const
    {
        throw std::runtime_error(std::string(what) + " at offset " + std::to_string(pos_) + " of \"" + s_ + "\"");
    }
    json Value()
    {
        Skip();
        if (pos_ >= s_.size()) {
            Fail("unexpected end");
        }
        const char ch = s_[pos_];
        if (ch == '(' || ch == '[') {
            const char close = ch == '(' ? ')' : ']';
            ++pos_;
            json list = json::array();
            Skip();
            while (pos_ < s_.size() && s_[pos_] != close) {
                list.push_back(Value());
                Skip();
                if (pos_ < s_.size() && s_[pos_] == ',') {
                    ++pos_;
                    Skip();
                } else if (pos_ < s_.size() && s_[pos_] != close) {
                    Fail("expected ',' or a closing bracket");
                }
            }
            if (pos_ >= s_.size()) {
                Fail("unclosed bracket");
            }
            ++pos_;
            return list;
        }
        if (ch == '\'' || ch == '"') {
            const size_t end = s_.find(ch, pos_ + 1);
            if (end == std::string::npos) {
                Fail("unclosed string");
            }
            json str = s_.substr(pos_ + 1, end - pos_ - 1);
            pos_ = end + 1;
            return str;
        }
        const size_t start = pos_;
        while (pos_ < s_.size() && s_[pos_] != ',' && s_[pos_] != ')' && s_[pos_] != ']' &&
               !std::isspace(static_cast<unsigned char>(s_[pos_]))) {
            ++pos_;
        }
        const std::string token = s_.substr(start, pos_ - start);
        if (token.empty()) {
            Fail("empty value");
        }
        if (token == "None") {
            return nullptr;
        }
        if (token == "True" || token == "False") {
            return token == "True";
        }
        if (token == "nan" || token == "inf" || token == "-inf" || token == "+inf") {
            return token;  // kept as text: JSON has no NaN/Inf numbers
        }
        size_t used = 0;
        try {
            if (token.find_first_of(".eE") == std::string::npos) {
                const long long i = std::stoll(token, &used);
                if (used == token.size()) {
                    return static_cast<int64_t>(i);
                }
            }
            const double d = std::stod(token, &used);
            if (used == token.size()) {
                return token == "-0.0" || token == "-0" ? json("-0.0") : json(d);
            }
        } catch (const std::exception &) {
        }
        Fail("not a value");
    }

    std::string s_;
    size_t pos_ = 0;
};

// TTK names an operator by its ops-nn folder, which is the operator table's folder.
std::string TtkOpToAclnn(const std::string &op)
{
    for (const optable::OperatorDef &def : optable::AllOperators()) {
        if (def.folder == op) {
            return def.aclnnName;
        }
    }
    return op;
}

// TTK's "(lo, hi, special...)": uniform in [lo, hi] with the special values mixed in.
ValueRange TtkRange(const json &r)
{
    ValueRange range;
    if (!r.is_array() || r.size() < 2) {
        throw std::runtime_error("input_data_ranges entry " + r.dump() + " is not (lo, hi, ...)");
    }
    range.lo = NumberOf(r[0]);
    range.hi = NumberOf(r[1]);
    for (size_t i = 2; i < r.size(); ++i) {
        range.outliers.push_back(NumberOf(r[i]));
    }
    range.outlierRatio = range.outliers.empty() ? 0.0 : 0.1;
    return range;
}

}  // namespace

double ParseThresholdNumber(const json &value)
{
    return NumberOf(value);
}

std::string Lower(std::string s)
{
    for (char &c : s) {
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return s;
}

ValueRange ParseRangeValues(const json &v)
{
    ValueRange r;
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

json ParsePythonTuple(const std::string &text)
{
    return TupleParser(text).Parse();
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

std::vector<TestCase> ParseTtkCsv(const std::string &text, const std::string &fileName)
{
    std::istringstream in(text);
    std::string line;
    std::vector<std::string> header;
    std::vector<TestCase> cases;
    size_t row = 0;
    while (std::getline(in, line)) {
        if (line.empty() || line == "\r") {
            continue;
        }
        std::vector<std::string> fields = SplitCsvLine(line);
        if (header.empty()) {
            header = fields;
            continue;
        }
        TestCase tc;
        tc.file = fileName;
        tc.id = static_cast<int64_t>(row++);
        try {
            auto field = [&](const std::string &key) -> std::string {
                for (size_t i = 0; i < header.size(); ++i) {
                    if (header[i] == key) {
                        return i < fields.size() ? fields[i] : std::string();
                    }
                }
                throw std::runtime_error("no column \"" + key + "\"");
            };
            tc.name = field("testcase_name");
            tc.apiType = field("op_name");
            tc.op = TtkOpToAclnn(tc.apiType);
            const json dtypes = ParsePythonTuple(field("input_dtypes"));
            const json shapes = ParsePythonTuple(field("input_shapes"));
            const json ranges = ParsePythonTuple(field("input_data_ranges"));
            const json outDtypes = ParsePythonTuple(field("output_dtypes"));
            const json outShapes = ParsePythonTuple(field("output_shapes"));
            auto spec = [](const json &dtype, const json &shape) {
                TensorSpec t;
                t.dtypeText = dtype.get<std::string>();
                if (!ParseDtype(t.dtypeText, &t.dtype)) {
                    throw std::runtime_error("unknown dtype \"" + t.dtypeText + "\"");
                }
                t.shape = IntList(shape, "shape");
                t.hasShape = true;
                return t;
            };
            for (size_t i = 0; i < dtypes.size(); ++i) {
                TensorSpec t = spec(dtypes[i], shapes.at(i));
                if (t.dtype == ACL_UINT1) {
                    t.range.kind = ValueRange::Kind::kRandomBits;
                } else {
                    t.range = TtkRange(ranges.at(i < ranges.size() ? i : 0));
                }
                tc.inputs.push_back(t);
            }
            for (size_t i = 0; i < outDtypes.size(); ++i) {
                tc.outputs.push_back(spec(outDtypes[i], outShapes.at(i)));
            }
            const std::string atol = field("absolute_precision");
            tc.standard.name = "absolute";
            tc.standard.params = json{{"atol", atol.empty() ? 0.0 : std::stod(atol)}};
        } catch (const std::exception &e) {
            tc.parseError = e.what();
        }
        cases.push_back(tc);
    }
    return cases;
}

std::vector<TestCase> LoadTtkCsv(const std::string &path)
{
    std::vector<TestCase> cases = ParseTtkCsv(ReadFile(path), BaseName(path));
    for (TestCase &c : cases) {
        c.path = path;
    }
    return cases;
}

std::vector<TestCase> LoadCaseFile(const std::string &path)
{
    if (path.size() >= 4 && path.compare(path.size() - 4, 4, ".csv") == 0) {
        return LoadTtkCsv(path);
    }
    return LoadAtkFile(path);
}

}  // namespace accuracy
