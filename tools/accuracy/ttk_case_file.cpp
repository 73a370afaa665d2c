// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// TTK kernel CSVs: one case per row (testcase_name, op_name, input_dtypes, input_shapes, attributes, ...
// columns), the tuples and the attribute dict written as Python literals.
#include <cctype>
#include <cmath>
#include <limits>
#include <sstream>
#include <stdexcept>

#include "case_file.h"
#include "case_file_readers.h"
#include "dtypes.h"
#include "operator_def.h"

namespace accuracy {
namespace {

using nlohmann::json;

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
    // The comma-separated items after an opening bracket, up to and past `close`; `item` parses one.
    template <class Item>
    void Items(char close, Item &&item)
    {
        ++pos_;
        Skip();
        while (pos_ < s_.size() && s_[pos_] != close) {
            item();
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
    }
    json Value()
    {
        Skip();
        if (pos_ >= s_.size()) {
            Fail("unexpected end");
        }
        const char ch = s_[pos_];
        if (ch == '{') {  // a dict: {'name': value, ...}
            json dict = json::object();
            Items('}', [&] {
                const json key = Value();
                Skip();
                if (!key.is_string() || pos_ >= s_.size() || s_[pos_] != ':') {
                    Fail("expected 'name': value");
                }
                ++pos_;
                dict[key.get<std::string>()] = Value();
            });
            return dict;
        }
        if (ch == '(' || ch == '[') {
            json list = json::array();
            Items(ch == '(' ? ')' : ']', [&] { list.push_back(Value()); });
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
        while (pos_ < s_.size() && s_[pos_] != ',' && s_[pos_] != ')' && s_[pos_] != ']' && s_[pos_] != '}' &&
               s_[pos_] != ':' && !std::isspace(static_cast<unsigned char>(s_[pos_]))) {
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
        } catch (const std::exception &) {  // an integer beyond int64 (TTK writes such range bounds): a double
        }
        try {
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

// A scalar input of the case holding `value` (FLOAT, or BOOL for a bool parameter).
TensorSpec ConstantScalar(const std::string &name, double value, bool isBool)
{
    TensorSpec t;
    t.name = name;
    t.isScalar = true;
    t.dtypeText = isBool ? "bool" : "float32";
    t.dtype = isBool ? ACL_BOOL : ACL_FLOAT;
    t.range.kind = ValueRange::Kind::kConstant;
    t.range.constant = value;
    return t;
}

// The row's kernel attributes as the aclnn entry's scalars (OperatorDef::kernelAttributes): each attribute of
// the kernel in the scalar role named like it (its default when the row gives none), an attribute the entry has
// no parameter for only at its default, and a bool parameter no attribute gives as false.
void AddKernelAttributes(const optable::OperatorDef &def, const json &attributes, TestCase *tc)
{
    if (!attributes.is_object()) {
        throw std::runtime_error("attributes " + attributes.dump() + " are not a dict");
    }
    for (const auto &item : attributes.items()) {
        bool known = false;
        for (const auto &[name, fallback] : def.kernelAttributes) {
            known = known || name == item.key();
        }
        if (!known) {
            throw std::runtime_error("kernel attribute \"" + item.key() + "\" has no counterpart in " + def.aclnnName);
        }
    }
    std::vector<bool> given(def.scalarInputs.size(), false);
    for (const auto &[name, fallback] : def.kernelAttributes) {
        const double value = attributes.contains(name) ? NumberOf(attributes.at(name)) : fallback;
        int role = -1;
        for (size_t k = 0; k < def.scalarInputs.size() && role < 0; ++k) {
            for (const std::string &alias : def.scalarInputs[k]) {
                role = alias == name ? static_cast<int>(k) : role;
            }
        }
        if (role < 0) {
            if (!(std::fabs(value - fallback) <= 1e-7 * std::fabs(fallback))) {
                throw std::runtime_error("kernel attribute " + name + " = " + attributes.at(name).dump() + ": " +
                                         def.aclnnName + " computes with " + std::to_string(fallback) + " only");
            }
            continue;
        }
        tc->inputs.push_back(ConstantScalar(def.scalarInputs[role][0], value, false));
        given[role] = true;
    }
    if (def.boolAttribute >= 0 && !given[def.boolAttribute]) {
        tc->inputs.push_back(ConstantScalar(def.scalarInputs[def.boolAttribute][0], 0.0, true));
    }
}

}  // namespace

json ParsePythonTuple(const std::string &text)
{
    return TupleParser(text).Parse();
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
            auto field = [&](const std::string &key, bool optional = false) -> std::string {
                for (size_t i = 0; i < header.size(); ++i) {
                    if (header[i] == key) {
                        return i < fields.size() ? fields[i] : std::string();
                    }
                }
                if (optional) {
                    return "";
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
            if (const optable::OperatorDef *def = optable::FindOperatorByName(tc.op)) {
                const std::string attributes = field("attributes", true);
                AddKernelAttributes(*def, attributes.empty() ? json::object() : ParsePythonTuple(attributes), &tc);
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

}  // namespace accuracy
