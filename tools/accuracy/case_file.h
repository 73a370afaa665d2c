// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Test cases as ATK writes them (a JSON list of case objects, as in ops-nn's tests/st/*/atk_*.json) and as TTK kernel
// CSVs write them, read into one model. Fields beyond ATK's (strides, offsets, storage shapes, outputs,
// expected status, outliers) are documented in docs/accuracy_tool.md.
#ifndef ACLP_TOOLS_ACCURACY_CASE_FILE_H_
#define ACLP_TOOLS_ACCURACY_CASE_FILE_H_

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "acl/acl_base.h"

namespace accuracy {

// How the values of a tensor (or a scalar) are drawn.
struct ValueRange {
    // kEveryPattern: element i holds the bit pattern i (modulo the dtype's width): a tensor of 65536
    // elements of a 16-bit dtype holds each of its values once.
    enum class Kind { kUniform, kConstant, kNormal, kRandomBits, kEveryPattern };
    Kind kind = Kind::kUniform;
    double lo = -1.0, hi = 1.0;  // kUniform: [lo, hi) for floats, [lo, hi] for integers
    double constant = 0.0;       // kConstant (also "nan", "inf", "-inf")
    double meanLo = 0.0, meanHi = 0.0, stdLo = 1.0, stdHi = 1.0;  // kNormal: mean and std drawn once per tensor
    std::vector<double> outliers;  // special values mixed in (TTK ranges, ATK "outlier_values")
    double outlierRatio = 0.0;     // fraction of elements replaced by an outlier
};

struct TensorSpec {
    std::string name;
    bool isScalar = false;  // ATK "type": "scalar"
    bool isNull = false;    // passed as a null pointer (bad-input cases)
    bool nullData = false;  // a tensor whose data address is null
    std::string dtypeText;  // as written in the case
    aclDataType dtype = ACL_DT_UNDEFINED;
    std::vector<int64_t> shape;
    bool hasShape = false;    // outputs without a shape take the operator's default
    bool hasStrides = false;  // otherwise row-major over `shape`
    std::vector<int64_t> strides;
    int64_t offset = 0;
    bool hasStorageShape = false;  // otherwise just large enough for the view
    std::vector<int64_t> storageShape;
    aclFormat format = ACL_FORMAT_ND;
    bool formatGiven = false;  // the tensor names its own format
    // Bad-input cases: what aclCreateTensor is told, unlike what the tool allocates and judges by (a
    // caller lying about its storage, or passing ints no enum lists).
    bool hasClaimedStorage = false;  // "claimed_storage_shape"
    std::vector<int64_t> claimedStorage;
    bool hasDtypeCode = false;  // "dtype_code": any int, in place of the dtype's own value
    int dtypeCode = 0;
    bool hasFormatCode = false;  // "format_code": any int as the format
    int formatCode = 0;
    ValueRange range;
    std::string aliasOf;  // an output that is the very same tensor as this input (in place)
};

struct Standard {
    std::string name;       // "single_bm", "cv_fused_double_benchmark", "bitwise", "absolute", ...
    nlohmann::json params;  // the standard's own settings, when the case gives any
};

struct TestCase {
    std::string file;  // base name of the file it came from
    std::string path;  // the file as given on the command line
    int64_t id = 0;
    std::string name;
    std::string op;       // aclnn entry name, e.g. "aclnnThresholdBackward"
    std::string apiType;  // ATK "api_type"
    Standard standard;
    std::vector<TensorSpec> inputs;
    std::vector<TensorSpec> outputs;  // empty: the operator's default outputs
    bool expectError = false;
    int64_t expectedStatus = 0;      // 0 with expectError: any failure status
    std::string expectedErrorMsg;    // a substring of aclGetRecentErrMsg()
    bool acceptRefusal = false;      // fuzzing: 161001/161002 with a message also passes
    bool nullWorkspaceSize = false;  // "null_call_args": ["workspaceSize", "executor"]
    bool nullExecutor = false;
    std::string parseError;  // set when the case cannot be run as written
};

// Reads an ATK case file. Throws std::runtime_error when the file is not a JSON list; a malformed
// case becomes a TestCase with parseError set (reported as failed, never skipped).
std::vector<TestCase> LoadAtkFile(const std::string &path);
std::vector<TestCase> ParseAtkCases(const nlohmann::json &list, const std::string &fileName);

// Reads a TTK kernel CSV (testcase_name, op_name, input_dtypes, input_shapes, ... columns).
std::vector<TestCase> LoadTtkCsv(const std::string &path);
std::vector<TestCase> ParseTtkCsv(const std::string &text, const std::string &fileName);

// Reads a file of either kind, by extension (.json / .csv).
std::vector<TestCase> LoadCaseFile(const std::string &path);

// Parses a range_values form (number, [lo, hi], ["nan"], {"name": "nd", ...}). Throws on an unknown form.
ValueRange ParseRangeValues(const nlohmann::json &value);

// Parses Python-literal tuples as TTK writes them, "((1, 2), ('a',), (nan, -0.0))", into JSON arrays.
nlohmann::json ParsePythonTuple(const std::string &text);

// "2**-10" or a number.
double ParseThresholdNumber(const nlohmann::json &value);

// ASCII lower case (dtype names, special values, filters and operator names are matched without case).
std::string Lower(std::string s);

}  // namespace accuracy

#endif  // ACLP_TOOLS_ACCURACY_CASE_FILE_H_
