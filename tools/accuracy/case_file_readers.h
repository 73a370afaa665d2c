// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// What the ATK JSON reader (atk_case_file.cpp) and the TTK CSV reader (ttk_case_file.cpp) share.
#ifndef ACLP_TOOLS_ACCURACY_CASE_FILE_READERS_H_
#define ACLP_TOOLS_ACCURACY_CASE_FILE_READERS_H_

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace accuracy {

std::string BaseName(const std::string &path);
// The whole file; throws std::runtime_error when it cannot be opened.
std::string ReadFile(const std::string &path);
// A number, or one of the strings "nan", "inf", "-inf", "-0.0", "2**-10".
double NumberOf(const nlohmann::json &v);
// A list of integers; throws std::runtime_error naming `what` otherwise.
std::vector<int64_t> IntList(const nlohmann::json &v, const char *what);

}  // namespace accuracy

#endif  // ACLP_TOOLS_ACCURACY_CASE_FILE_READERS_H_
