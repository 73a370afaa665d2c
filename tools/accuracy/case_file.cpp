// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// What both case-file formats share, and the choice between them by extension.
#include "case_file.h"

#include <cctype>
#include <cmath>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "case_file_readers.h"

namespace accuracy {

using nlohmann::json;

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

std::vector<TestCase> LoadCaseFile(const std::string &path)
{
    if (path.size() >= 4 && path.compare(path.size() - 4, 4, ".csv") == 0) {
        return LoadTtkCsv(path);
    }
    return LoadAtkFile(path);
}

}  // namespace accuracy
