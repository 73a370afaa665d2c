// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnn-accuracy: runs ATK case files (and TTK kernel CSVs) through the public ACLNN API on this
// machine and judges every output against a double-precision golden by the case's accuracy standard.
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include <CLI/CLI.hpp>

#include "acl/acl.h"
#include "case_file.h"
#include "operator_def.h"
#include "report.h"
#include "runner.h"
#include "view_geometry.h"

namespace {

// MemAvailable of /proc/meminfo (0 where there is none: no limit).
size_t AvailableMemoryBytes()
{
    FILE *f = std::fopen("/proc/meminfo", "r");
    if (f == nullptr) {
        return 0;
    }
    char line[256];
    unsigned long long kib = 0;
    while (std::fgets(line, sizeof(line), f) != nullptr) {
        if (std::sscanf(line, "MemAvailable: %llu kB", &kib) == 1) {
            break;
        }
    }
    std::fclose(f);
    return static_cast<size_t>(kib) * 1024;
}

using accuracy::Lower;

// The element count of the case's largest tensor input (saturating, as the runner counts).
int64_t LargestInput(const accuracy::TestCase &c)
{
    int64_t largest = 0;
    for (const accuracy::TensorSpec &t : c.inputs) {
        largest = t.isScalar ? largest : std::max(largest, accuracy::Numel(t.shape));
    }
    return largest;
}

// A filter is an id ("12"), an id range ("10-20"), "file#id", or text found in the case's file name,
// name, operator or dtypes (case-insensitive). A case runs when any filter matches.
bool Matches(const accuracy::TestCase &c, const std::vector<std::string> &filters)
{
    if (filters.empty()) {
        return true;
    }
    std::string text = c.file + "#" + std::to_string(c.id) + " " + c.name + " " + c.op + " " + c.apiType;
    for (const accuracy::TensorSpec &t : c.inputs) {
        text += " " + t.dtypeText;
    }
    text = Lower(text);
    for (const std::string &f : filters) {
        long long lo = 0, hi = 0;
        char dash = 0;
        int used = 0;
        if (std::sscanf(f.c_str(), "%lld%n", &lo, &used) == 1 && used == static_cast<int>(f.size())) {
            if (c.id == lo) {
                return true;
            }
            continue;
        }
        if (std::sscanf(f.c_str(), "%lld%c%lld%n", &lo, &dash, &hi, &used) == 3 && dash == '-' &&
            used == static_cast<int>(f.size())) {
            if (c.id >= lo && c.id <= hi) {
                return true;
            }
            continue;
        }
        const std::string key = Lower(f);
        if (key.find('#') != std::string::npos) {  // "file#id", or its tail ("Backward.json#12")
            const std::string id = Lower(c.file + "#" + std::to_string(c.id));
            if (id.size() >= key.size() && id.compare(id.size() - key.size(), key.size(), key) == 0) {
                return true;
            }
            continue;
        }
        if (text.find(key) != std::string::npos) {
            return true;
        }
    }
    return false;
}

// The script beside the installed tool (share/aclnn_portable), else the one in the source tree.
std::string TorchScript()
{
    std::error_code error;
    const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", error);
    if (!error) {
        const std::filesystem::path installed =
            exe.parent_path().parent_path() / "share" / "aclnn_portable" / "torch_crosscheck.py";
        if (std::filesystem::exists(installed)) {
            return installed.string();
        }
    }
    return ACLP_TORCH_CROSSCHECK_SCRIPT;
}

// Runs the PyTorch comparison over what the cases dumped. A missing torch is reported, not failed.
bool RunTorchCrossCheck(const std::string &python, const std::string &dir,
                        const std::vector<accuracy::CaseResult> &results)
{
    size_t dumped = 0, large = 0;
    for (const accuracy::CaseResult &r : results) {
        dumped += r.dumped ? 1 : 0;
        large += r.pass && !r.dumped && r.status == 0 && !r.testCase->expectError ? 1 : 0;
    }
    std::printf("\nPyTorch cross-check: %zu cases (%zu larger ones left out)\n", dumped, large);
    std::fflush(stdout);
    const std::string command = "'" + python + "' '" + TorchScript() + "' '" + dir + "'";
    const int status = std::system(command.c_str());
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : 1;
    if (code == 77) {
        std::printf("PyTorch cross-check skipped: %s has no torch\n", python.c_str());
        return true;
    }
    return code == 0;
}

}  // namespace

// The aclnn names of the operator table, comma-separated.
std::string OperatorList()
{
    std::string list;
    for (const optable::OperatorDef &op : optable::AllOperators()) {
        list += (list.empty() ? "" : ", ") + op.aclnnName;
    }
    return list;
}

int main(int argc, char **argv)
{
    const std::string description =
        "aclnn-accuracy: run ATK accuracy test cases through the ACLNN API on the CPU.\n\n"
        "Reads ATK case files (the JSON lists of tests/st/<op>/*.json that `atk node ... task --task accuracy -c` "
        "runs) and TTK kernel CSVs, generates every input from a seed, calls the operator's two stages "
        "(aclnnXxxGetWorkspaceSize + aclnnXxx) through the libopapi.so it finds (so it judges any "
        "implementation of the API), computes a double-precision golden, and judges each output by the "
        "case's standard: single_bm, cv_fused_double_benchmark, integer equality, TTK absolute tolerance, "
        "or bitwise. Cases that name an expected status pass only when the call fails with it and a message.\n"
        "Operators: " +
        OperatorList() +
        ".\n"
        "Exit status: 0 when every case passes, 1 when one fails, 2 on a usage or file error.";
    CLI::App app{description, "aclnn-accuracy"};
    app.footer(
        "\nExamples:\n"
        "  aclnn-accuracy -c activation/<folder>/tests/st/aclnn<Name>/portable_aclnn<Name>.json\n"
        "      the case file ATK runs with `atk node --backend npu ... task --task accuracy -c <file> -p "
        "<executor.py>`\n"
        "  aclnn-accuracy -c cases.json --jobs 2 --strict --torch --report report.json\n"
        "  aclnn-accuracy -c cases.json --seed 42 --filter 'cases.json#17'    rerun one case with the same inputs\n"
        "  ASCEND_HOME_PATH-style trees: LD_LIBRARY_PATH=<other>/lib64 aclnn-accuracy ...    judge another "
        "libopapi.so\n"
        "Format, standards and their numbers: share/doc/aclnn_portable/accuracy_tool.md (docs/accuracy_tool.md).");
    std::vector<std::string> files;
    std::vector<std::string> filters;
    std::string shard;
    int64_t maxElements = 0;
    uint64_t seed = 0;
    bool seedGiven = false;
    unsigned jobs = 1;
    std::string reportPath;
    std::string aclJson;
    std::string progress = "auto";
    std::string summary = "full";
    bool torch = false;
    int64_t torchMaxElements = int64_t{1} << 20;
    std::string python = access("/usr/bin/python3", X_OK) == 0 ? "/usr/bin/python3" : "python3";
    double memoryGib = 0.9 * static_cast<double>(AvailableMemoryBytes()) / (1 << 30);
    bool strict = false, verbose = false, list = false;
    app.add_option("-c,--case,files", files, "ATK case file (.json) or TTK CSV (.csv); repeatable")
        ->check(CLI::ExistingFile);
    app.add_option("-f,--filter", filters,
                   "run only matching cases: an id (12), an id range (10-20), file#id, or text in the file name, "
                   "case name, operator or dtype (fp16); repeatable, any match runs the case");
    app.add_option("--shard", shard,
                   "run only every N-th selected case, starting at the K-th (K/N, 0 <= K < N; after --filter), "
                   "to split a run or sample it")
        ->check([](const std::string &text) {
            unsigned k = 0, n = 0;
            int used = 0;
            const bool ok = std::sscanf(text.c_str(), "%u/%u%n", &k, &n, &used) == 2 &&
                            used == static_cast<int>(text.size()) && n > 0 && k < n;
            return ok ? std::string() : "--shard takes K/N with 0 <= K < N, e.g. 0/4";
        });
    app.add_option("--max-elements", maxElements,
                   "run only cases whose every input has at most this many elements (before --shard; e.g. under an "
                   "emulator)")
        ->check(CLI::PositiveNumber);
    app.add_option("-s,--seed", seed, "seed for the inputs (default: from the clock, printed)")
        ->each([&](const std::string &) { seedGiven = true; });
    app.add_option("-j,--jobs", jobs, "cases run at once, each on its own thread and stream")
        ->check(CLI::Range(1u, 256u))
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
    app.add_option("-r,--report", reportPath, "write a JSON report of every case to this file");
    app.add_flag("--strict", strict,
                 "also judge every floating output bitwise against the contract (what aclnn-portable promises)");
    app.add_option("--progress", progress, "progress display: auto, bar, lines or none")
        ->check(CLI::IsMember({"auto", "bar", "lines", "none"}))
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
    app.add_option("--summary", summary,
                   "summary table rows: full (operator, dtypes, standard) or brief (operator, "
                   "standard)")
        ->check(CLI::IsMember({"full", "brief"}))
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
    app.add_flag("-v,--verbose", verbose, "print every case, not only the failed ones");
    app.add_flag("-l,--list", list, "list the selected cases and exit");
    app.add_flag("--torch", torch,
                 "also compare every output bitwise with PyTorch's CPU result (cases up to --torch-max-elements; "
                 "needs python3 with torch)");
    app.add_option("--torch-max-elements", torchMaxElements, "largest case --torch compares");
    app.add_option("--python", python, "the Python that has torch");
    app.add_option("--memory-gib", memoryGib,
                   "memory the cases running at once may hold, in GiB (default: 90% of the memory available at "
                   "start; 0: no limit); a case waits for room, one that needs more than all of it is not run")
        ->check(CLI::NonNegativeNumber);
    app.add_option("--acl-json", aclJson, "configuration file passed to aclInit (e.g. {\"soc_version\": ...})");
    int32_t major = 0, minor = 0, patch = 0;
    aclrtGetVersion(&major, &minor, &patch);  // the library this binary runs against
    app.set_version_flag("--version", "aclnn-accuracy " ACLP_PROJECT_VERSION " (aclnn-portable " ACLP_PROJECT_VERSION
                                      "; runtime libascendcl " +
                                          std::to_string(major) + "." + std::to_string(minor) + "." +
                                          std::to_string(patch) + ")");
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError &e) {
        // --help and --version exit 0; every usage or file error exits 2, as documented.
        return app.exit(e) == 0 ? 0 : 2;
    }

    if (files.empty()) {
        std::fprintf(stderr, "aclnn-accuracy: give at least one case file with -c (see --help)\n");
        return 2;
    }
    if (!seedGiven) {
        seed =
            std::random_device{}() ^ static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
        seed %= 1000000000000ull;
    }
    std::vector<accuracy::TestCase> cases;
    for (const std::string &file : files) {
        try {
            for (accuracy::TestCase &c : accuracy::LoadCaseFile(file)) {
                if (Matches(c, filters) && (maxElements == 0 || LargestInput(c) <= maxElements)) {
                    cases.push_back(std::move(c));
                }
            }
        } catch (const std::exception &e) {
            std::fprintf(stderr, "aclnn-accuracy: %s\n", e.what());
            return 2;
        }
    }
    if (!shard.empty()) {
        unsigned k = 0, n = 1;
        std::sscanf(shard.c_str(), "%u/%u", &k, &n);
        std::vector<accuracy::TestCase> kept;
        for (size_t i = k; i < cases.size(); i += n) {
            kept.push_back(std::move(cases[i]));
        }
        cases = std::move(kept);
    }
    if (cases.empty()) {  // a CI step that ran nothing must not pass
        std::fprintf(stderr, "aclnn-accuracy: no case selected (%s)\n",
                     filters.empty() && shard.empty() && maxElements == 0
                         ? "the case files hold none"
                         : "no case matches --filter, --max-elements and --shard");
        return 2;
    }
    if (list) {
        for (const accuracy::TestCase &c : cases) {
            std::string dtypes;
            for (const accuracy::TensorSpec &t : c.inputs) {
                dtypes += (dtypes.empty() ? "" : ",") + t.dtypeText;
            }
            std::printf("%s#%lld %s %s [%s] %s\n", c.file.c_str(), static_cast<long long>(c.id), c.op.c_str(),
                        c.name.c_str(), dtypes.c_str(), c.standard.name.c_str());
        }
        return 0;
    }
    std::printf("aclnn-accuracy: %zu cases from %zu file(s), seed %llu, %u job(s)\n", cases.size(), files.size(),
                static_cast<unsigned long long>(seed), jobs);
    std::fflush(stdout);

    if (aclInit(aclJson.empty() ? nullptr : aclJson.c_str()) != ACL_SUCCESS) {
        std::fprintf(stderr, "aclnn-accuracy: aclInit failed: %s\n", aclGetRecentErrMsg());
        return 2;
    }
    accuracy::Progress::Style style = accuracy::Progress::Style::kNone;
    if (progress == "bar" || (progress == "auto" && isatty(STDERR_FILENO))) {
        style = accuracy::Progress::Style::kBar;
    } else if (progress == "lines" || progress == "auto") {
        style = accuracy::Progress::Style::kLines;
    }
    accuracy::Progress bar(style, cases.size());
    accuracy::RunOptions options;
    options.seed = seed;
    options.strict = strict;
    options.memoryBudgetBytes = static_cast<size_t>(memoryGib * (1 << 30));
    std::string dumpDir;
    if (torch) {
        char pattern[] = "/tmp/aclnn-accuracy-XXXXXX";
        if (mkdtemp(pattern) == nullptr) {
            std::fprintf(stderr, "aclnn-accuracy: cannot create a directory for --torch\n");
            return 2;
        }
        dumpDir = pattern;
        options.dumpDir = dumpDir;
        options.dumpMaxElements = torchMaxElements;
    }
    std::vector<accuracy::CaseResult> results(cases.size());
    std::atomic<size_t> next{0};
    const auto start = std::chrono::steady_clock::now();
    auto worker = [&]() {
        aclrtSetDevice(0);
        aclrtStream stream = nullptr;
        aclrtCreateStream(&stream);
        for (size_t i = next++; i < cases.size(); i = next++) {
            results[i] = accuracy::RunCase(cases[i], options, stream);
            bar.Done(results[i], verbose);
        }
        aclrtDestroyStream(stream);
    };
    std::vector<std::thread> threads;
    for (unsigned j = 1; j < std::min<size_t>(jobs, std::max<size_t>(cases.size(), 1)); ++j) {
        threads.emplace_back(worker);
    }
    worker();
    for (std::thread &t : threads) {
        t.join();
    }
    bar.Finish();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    accuracy::PrintSummary(stdout, results, seed, seconds, summary == "brief");
    if (!reportPath.empty() && !accuracy::WriteJsonReport(reportPath, results, seed, seconds, files)) {
        std::fprintf(stderr, "aclnn-accuracy: cannot write %s\n", reportPath.c_str());
        aclFinalize();
        return 2;
    }
    aclrtResetDevice(0);
    aclFinalize();
    bool torchPassed = true;
    if (torch) {
        torchPassed = RunTorchCrossCheck(python, dumpDir, results);
        std::error_code ignored;
        std::filesystem::remove_all(dumpDir, ignored);
    }
    return torchPassed &&
                   std::all_of(results.begin(), results.end(), [](const accuracy::CaseResult &r) { return r.pass; })
               ? 0
               : 1;
}
