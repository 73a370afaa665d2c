// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "report.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <tuple>

#include <nlohmann/json.hpp>

#include "dtypes.h"

namespace accuracy {
namespace {

std::string CaseKey(const CaseResult &r)
{
    return r.testCase->file + "#" + std::to_string(r.testCase->id);
}

}  // namespace

void Progress::Done(const CaseResult &r, bool verbose)
{
    std::lock_guard<std::mutex> lock(mutex_);
    ++done_;
    failed_ += r.pass ? 0 : 1;
    if (style_ == Style::kBar) {
        std::fputs("\r\033[K", stderr);
    }
    if (verbose || !r.pass) {
        std::fprintf(stderr, "%s %-42s %-26s %-22s %s\n", r.pass ? "[  ok  ]" : "[FAILED]", CaseKey(r).c_str(),
                     r.op.c_str(), r.dtypes.c_str(), r.pass && !verbose ? "" : r.detail.c_str());
    }
    if (style_ == Style::kBar) {
        const int width = 30;
        const int filled = total_ ? static_cast<int>(width * done_ / total_) : width;
        std::fprintf(stderr, "[%s%s] %zu/%zu cases, %zu failed", std::string(static_cast<size_t>(filled), '#').c_str(),
                     std::string(static_cast<size_t>(width - filled), '.').c_str(), done_, total_, failed_);
        std::fflush(stderr);
    } else if (style_ == Style::kLines) {
        const size_t decile = total_ ? done_ * 10 / total_ : 10;
        if (decile > lastDecile_) {
            lastDecile_ = decile;
            std::fprintf(stderr, "  progress: %zu/%zu cases (%zu%%), %zu failed\n", done_, total_,
                         total_ ? done_ * 100 / total_ : 100, failed_);
        }
    }
}

void Progress::Finish()
{
    if (style_ == Style::kBar) {
        std::fputs("\n", stderr);
    }
}

void PrintSummary(FILE *out, const std::vector<CaseResult> &results, uint64_t seed, double seconds, bool brief)
{
    struct Row {
        size_t passed = 0, failed = 0;
        double worst = 0.0;
        int64_t elements = 0;
    };
    std::map<std::tuple<std::string, std::string, std::string>, Row> rows;
    for (const CaseResult &r : results) {
        Row &row = rows[{r.op.empty() ? "?" : r.op, brief ? "(all)" : r.dtypes.empty() ? "?" : r.dtypes, r.standard}];
        (r.pass ? row.passed : row.failed)++;
        row.worst = std::max(row.worst, r.worst);
        row.elements += r.elements;
    }
    std::fprintf(out, "\n%-26s %-24s %-26s %7s %7s %12s %11s\n", "operator", "dtypes", "standard", "passed", "failed",
                 "elements", "worst");
    std::fprintf(out, "%s\n", std::string(118, '-').c_str());
    size_t passed = 0, failed = 0;
    for (const auto &[key, row] : rows) {
        // Status cases compute nothing: no element count (their shapes may be absurd on purpose).
        const std::string elements = std::get<2>(key) == "status" ? "-" : std::to_string(row.elements);
        std::fprintf(out, "%-26s %-24s %-26s %7zu %7zu %12s %11.3g\n", std::get<0>(key).c_str(),
                     std::get<1>(key).c_str(), std::get<2>(key).c_str(), row.passed, row.failed, elements.c_str(),
                     row.worst);
        passed += row.passed;
        failed += row.failed;
    }
    std::fprintf(out, "%s\n", std::string(118, '-').c_str());
    std::fprintf(out,
                 "worst: single_bm = max relative error; cv_fused_double_benchmark = max_re ratio; "
                 "bitwise/equal = elements differing\n");
    if (failed) {
        std::fprintf(out, "\nFailed cases:\n");
        for (const CaseResult &r : results) {
            if (!r.pass) {
                std::fprintf(out, "  %s %s [%s]: %s\n    rerun: aclnn-accuracy -c %s --seed %llu --filter '%s'\n",
                             CaseKey(r).c_str(), r.op.c_str(), r.dtypes.c_str(), r.detail.c_str(),
                             r.testCase->path.c_str(), static_cast<unsigned long long>(seed), CaseKey(r).c_str());
            }
        }
    }
    std::fprintf(out, "\n%zu cases: %zu passed, %zu failed, in %.1f s (seed %llu)\n", passed + failed, passed, failed,
                 seconds, static_cast<unsigned long long>(seed));
}

bool WriteJsonReport(const std::string &path, const std::vector<CaseResult> &results, uint64_t seed, double seconds,
                     const std::vector<std::string> &files)
{
    nlohmann::json report;
    report["tool"] = "aclnn-accuracy";
    report["seed"] = seed;
    report["seconds"] = seconds;
    report["files"] = files;
    size_t passed = 0;
    nlohmann::json cases = nlohmann::json::array();
    for (const CaseResult &r : results) {
        passed += r.pass ? 1 : 0;
        nlohmann::json c;
        c["file"] = r.testCase->file;
        c["id"] = r.testCase->id;
        c["name"] = r.testCase->name;
        c["op"] = r.op;
        c["dtypes"] = r.dtypes;
        c["standard"] = r.standard;
        c["pass"] = r.pass;
        c["status"] = r.status;
        c["elements"] = r.elements;
        c["worst"] = r.worst;
        c["seconds"] = r.seconds;
        c["detail"] = r.detail;
        if (!r.notes.empty()) {
            c["notes"] = r.notes;
        }
        nlohmann::json outputs = nlohmann::json::array();
        for (const OutputVerdict &o : r.outputs) {
            outputs.push_back({{"name", o.name},
                               {"dtype", DtypeName(o.dtype)},
                               {"standard", o.verdict.standard},
                               {"pass", o.verdict.pass},
                               {"worst", o.verdict.worst},
                               {"detail", o.verdict.detail}});
        }
        c["outputs"] = outputs;
        cases.push_back(c);
    }
    report["total"] = results.size();
    report["passed"] = passed;
    report["failed"] = results.size() - passed;
    report["cases"] = cases;
    std::ofstream f(path);
    if (!f) {
        return false;
    }
    f << report.dump(1) << "\n";
    return static_cast<bool>(f);
}

}  // namespace accuracy
