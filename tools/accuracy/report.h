// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// What the user sees: a progress display while cases run, a summary table (passed/failed per
// operator, dtype and standard, with the worst metric), the failed cases with a command that reruns
// each one, and a JSON report.
#ifndef ACLP_TOOLS_ACCURACY_REPORT_H_
#define ACLP_TOOLS_ACCURACY_REPORT_H_

#include <cstdio>
#include <mutex>
#include <string>
#include <vector>

#include "runner.h"

namespace accuracy {

class Progress {
public:
    enum class Style { kNone, kLines, kBar };
    Progress(Style style, size_t total) : style_(style), total_(total) {}
    void Done(const CaseResult &r, bool verbose);  // thread-safe
    void Finish();

private:
    Style style_;
    size_t total_;
    size_t done_ = 0;
    size_t failed_ = 0;
    size_t lastDecile_ = 0;
    std::mutex mutex_;
};

// brief: one row per operator and standard instead of per operator, dtypes and standard.
void PrintSummary(FILE *out, const std::vector<CaseResult> &results, uint64_t seed, double seconds, bool brief);
bool WriteJsonReport(const std::string &path, const std::vector<CaseResult> &results, uint64_t seed, double seconds,
                     const std::vector<std::string> &files);

}  // namespace accuracy

#endif  // ACLP_TOOLS_ACCURACY_REPORT_H_
