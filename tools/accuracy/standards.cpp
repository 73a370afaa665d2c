// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "standards.h"

#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <iterator>

#include "dtypes.h"

namespace accuracy {
namespace {

using nlohmann::json;

enum class ValueClass { kFinite, kPosInf, kNegInf, kNaN };

ValueClass ClassOf(double v)
{
    if (std::isnan(v)) {
        return ValueClass::kNaN;
    }
    if (std::isinf(v)) {
        return v > 0 ? ValueClass::kPosInf : ValueClass::kNegInf;
    }
    return ValueClass::kFinite;
}

std::string Format(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
std::string Format(const char *fmt, ...)
{
    char buffer[512];
    va_list args;
    va_start(args, fmt);
    std::vsnprintf(buffer, sizeof(buffer), fmt, args);
    va_end(args);
    return buffer;
}

// "0x3c00 (1)" for floats, "-17" for integers.
std::string Describe(aclDataType dtype, uint64_t bits)
{
    if (IsFloating(dtype)) {
        return Format("0x%0*" PRIx64 " (%.9g)", static_cast<int>(ElementBytes(dtype) * 2), bits,
                      BitsToDouble(dtype, bits));
    }
    uint8_t raw[8] = {};
    StoreBits(dtype, bits, raw);
    return Format("%" PRId64, LoadInteger(dtype, raw));
}

double Param(const json &params, std::initializer_list<const char *> keys, double fallback)
{
    if (!params.is_object()) {
        return fallback;
    }
    for (const char *key : keys) {
        if (params.contains(key) && !params.at(key).is_null()) {
            return ParseThresholdNumber(params.at(key));
        }
    }
    return fallback;
}

const char *PrefixOf(aclDataType dtype)
{
    switch (dtype) {
        case ACL_FLOAT16: return "fp16";
        case ACL_BF16: return "bf16";
        default: return "fp32";
    }
}

// Bitwise: the contract's bits; any NaN matches any NaN (payloads are not part of the contract).
// Integer outputs use the same judge ("equal").
class EqualJudge : public Judge {
public:
    EqualJudge(aclDataType dtype, std::string name) : dtype_(dtype), name_(std::move(name)) {}
    void Add(const double *, const uint64_t *ref, const uint64_t *actual, size_t n, int64_t first) override
    {
        const bool floating = IsFloating(dtype_);
        for (size_t i = 0; i < n; ++i) {
            if (ref[i] == actual[i]) {
                continue;
            }
            if (floating && std::isnan(BitsToDouble(dtype_, ref[i])) && std::isnan(BitsToDouble(dtype_, actual[i]))) {
                continue;
            }
            if (mismatches_++ == 0) {
                first_ = Format("element %" PRId64 ": expected %s, got %s", first + static_cast<int64_t>(i),
                                Describe(dtype_, ref[i]).c_str(), Describe(dtype_, actual[i]).c_str());
                if (floating) {
                    first_ += Format(" (%.0f ulp)", UlpDistance(dtype_, ref[i], actual[i]));
                }
            }
        }
        count_ += static_cast<int64_t>(n);
    }
    Verdict Finish() override
    {
        Verdict v;
        v.standard = name_;
        v.pass = mismatches_ == 0;
        v.worst = static_cast<double>(mismatches_);
        v.detail = v.pass ? Format("%" PRId64 " elements identical", count_)
                          : Format("%" PRId64 " of %" PRId64 " elements differ; first: %s", mismatches_, count_,
                                   first_.c_str());
        return v;
    }

private:
    aclDataType dtype_;
    std::string name_;
    int64_t mismatches_ = 0;
    int64_t count_ = 0;
    std::string first_;
};

// Where the golden is not finite the output must be the same (NaN, +Inf, -Inf); a non-finite output
// where the golden is finite fails. Shared by the tolerance standards.
class NonFiniteCheck {
public:
    // Returns true when the element takes part in the error statistics (all values finite).
    bool Check(aclDataType dtype, double golden, double alternative, uint64_t actualBits, int64_t index)
    {
        const double a = BitsToDouble(dtype, actualBits);
        const ValueClass ca = ClassOf(a);
        const ValueClass cg = ClassOf(golden);
        const ValueClass cb = ClassOf(alternative);
        if (ca == ValueClass::kFinite && cg == ValueClass::kFinite && cb == ValueClass::kFinite) {
            return true;
        }
        if (ca != cg && ca != cb) {
            if (mismatches_++ == 0) {
                first_ = Format("element %" PRId64 ": golden %.9g, got %s", index, golden,
                                Describe(dtype, actualBits).c_str());
            }
        }
        return false;
    }
    int64_t mismatches() const { return mismatches_; }
    // What a failed verdict adds to its metrics: the NaN/Inf mismatches, else the worst element.
    std::string Explain(const std::string &worstElement) const
    {
        if (mismatches_) {
            return Format("; %" PRId64 " NaN/Inf mismatches, first: %s", mismatches_, first_.c_str());
        }
        return worstElement.empty() ? std::string() : "; worst " + worstElement;
    }

private:
    int64_t mismatches_ = 0;
    std::string first_;
};

// ATK single benchmark: MERE = mean(|a-b| / (|b| + 1e-7)) < T and MARE = max(...) < mare_ratio * T, where b is
// the CPU benchmark: the result in the output's dtype (our contract's bits), as ATK's executors compute it with
// PyTorch on the CPU in the tensors' own dtype. (Against the exact value, the 1e-7 floor would fail correctly
// rounded FLOAT16 results whose exact value lies below FLOAT16's normal range.)
class SingleBenchmarkJudge : public Judge {
public:
    SingleBenchmarkJudge(aclDataType dtype, const json &params) : dtype_(dtype)
    {
        const std::string prefix = PrefixOf(dtype);
        threshold_ =
            Param(params, {(prefix + "_thd").c_str(), (prefix + "_error").c_str()}, SingleBenchmarkThreshold(dtype));
        mareRatio_ = Param(params, {"mare_ratio"}, 10.0);
    }
    void Add(const double *exact, const uint64_t *ref, const uint64_t *actual, size_t n, int64_t first) override
    {
        for (size_t i = 0; i < n; ++i) {
            const int64_t index = first + static_cast<int64_t>(i);
            const double b = BitsToDouble(dtype_, ref[i]);
            if (!nonFinite_.Check(dtype_, b, b, actual[i], index)) {
                continue;
            }
            const double a = BitsToDouble(dtype_, actual[i]);
            const double rel = std::fabs(a - b) / (std::fabs(b) + 1e-7);
            sum_ += rel;
            ++count_;
            if (rel > max_) {
                max_ = rel;
                worstAt_ = Format("element %" PRId64 ": benchmark %s (exact %.9g), got %s", index,
                                  Describe(dtype_, ref[i]).c_str(), exact[i], Describe(dtype_, actual[i]).c_str());
            }
        }
    }
    Verdict Finish() override
    {
        Verdict v;
        v.standard = "single_bm";
        const double mere = count_ ? sum_ / static_cast<double>(count_) : 0.0;
        v.worst = max_;
        v.pass = nonFinite_.mismatches() == 0 && mere < threshold_ && max_ < mareRatio_ * threshold_;
        v.detail =
            Format("MERE %.3g (limit %.3g), MARE %.3g (limit %.3g)", mere, threshold_, max_, mareRatio_ * threshold_);
        v.detail += nonFinite_.Explain(v.pass ? std::string() : worstAt_);
        return v;
    }

private:
    aclDataType dtype_;
    double threshold_ = 0.0;
    double mareRatio_ = 10.0;
    NonFiniteCheck nonFinite_;
    double sum_ = 0.0;
    double max_ = 0.0;
    int64_t count_ = 0;
    std::string worstAt_;
};

// ATK double benchmark: the operator's errors against the exact golden, as ratios to the errors of
// the CPU benchmark at the original dtype (our contract's bits).
class DoubleBenchmarkJudge : public Judge {
public:
    DoubleBenchmarkJudge(aclDataType dtype, const json &params) : dtype_(dtype)
    {
        errorThd_ = DoubleBenchmarkErrorThreshold(dtype);
        smallThd_ = DoubleBenchmarkSmallThreshold(dtype);
        maxLimit_ = Param(params, {"max_re_ration", "max_re_ratio"}, 10.0);
        avgLimit_ = Param(params, {"avg_re_ratio"}, 2.0);
        rmseLimit_ = Param(params, {"root_mean_squared_ratio", "rmse_ratio"}, 2.0);
        smallLimit_ = Param(params, {"small_value_ratio", "small_ratio"}, 2.0);
    }
    void Add(const double *exact, const uint64_t *ref, const uint64_t *actual, size_t n, int64_t first) override
    {
        for (size_t i = 0; i < n; ++i) {
            const double g = exact[i];
            const double b = BitsToDouble(dtype_, ref[i]);
            if (!nonFinite_.Check(dtype_, g, b, actual[i], first + static_cast<int64_t>(i))) {
                continue;
            }
            const double a = BitsToDouble(dtype_, actual[i]);
            if (std::fabs(g) > errorThd_) {
                const double denominator = std::max(std::fabs(g), 1e-7);
                const double relA = std::fabs(a - g) / denominator;
                const double relB = std::fabs(b - g) / denominator;
                maxA_ = std::max(maxA_, relA);
                maxB_ = std::max(maxB_, relB);
                sumA_ += relA;
                sumB_ += relB;
                sqA_ += (a - g) * (a - g);
                sqB_ += (b - g) * (b - g);
                ++big_;
            } else {
                smallA_ += std::fabs(a - g) > smallThd_;
                smallB_ += std::fabs(b - g) > smallThd_;
            }
        }
    }
    Verdict Finish() override
    {
        Verdict v;
        v.standard = "cv_fused_double_benchmark";
        const double n = big_ ? static_cast<double>(big_) : 1.0;
        const double maxRatio = maxA_ / std::max(maxB_, errorThd_);
        const double avgRatio = (sumA_ / n) / std::max(sumB_ / n, errorThd_);
        const double rmseRatio = std::sqrt(sqA_ / n) / std::max(std::sqrt(sqB_ / n), errorThd_);
        const double smallRatio = static_cast<double>(smallA_) / std::max<double>(static_cast<double>(smallB_), 1.0);
        v.worst = maxRatio;
        v.pass = nonFinite_.mismatches() == 0 && maxRatio <= maxLimit_ && avgRatio <= avgLimit_ &&
                 rmseRatio <= rmseLimit_ && smallRatio <= smallLimit_;
        v.detail = Format(
            "max_re ratio %.3g (limit %.3g), avg_re ratio %.3g (limit %.3g), rmse ratio %.3g "
            "(limit %.3g), small-value ratio %.3g (limit %.3g)",
            maxRatio, maxLimit_, avgRatio, avgLimit_, rmseRatio, rmseLimit_, smallRatio, smallLimit_);
        v.detail += nonFinite_.Explain(std::string());
        return v;
    }

private:
    aclDataType dtype_;
    double errorThd_, smallThd_, maxLimit_, avgLimit_, rmseLimit_, smallLimit_;
    NonFiniteCheck nonFinite_;
    double maxA_ = 0, maxB_ = 0, sumA_ = 0, sumB_ = 0, sqA_ = 0, sqB_ = 0;
    int64_t big_ = 0, smallA_ = 0, smallB_ = 0;
};

// TTK: |a - g| <= atol against the golden at the output dtype; NaN and Inf must match.
class AbsoluteJudge : public Judge {
public:
    AbsoluteJudge(aclDataType dtype, const json &params) : dtype_(dtype), atol_(Param(params, {"atol"}, 0.0)) {}
    void Add(const double *, const uint64_t *ref, const uint64_t *actual, size_t n, int64_t first) override
    {
        for (size_t i = 0; i < n; ++i) {
            const double g = BitsToDouble(dtype_, ref[i]);
            const int64_t index = first + static_cast<int64_t>(i);
            if (!nonFinite_.Check(dtype_, g, g, actual[i], index)) {
                continue;
            }
            const double err = std::fabs(BitsToDouble(dtype_, actual[i]) - g);
            if (err > max_) {
                max_ = err;
                worstAt_ = Format("element %" PRId64 ": expected %s, got %s", index, Describe(dtype_, ref[i]).c_str(),
                                  Describe(dtype_, actual[i]).c_str());
            }
        }
    }
    Verdict Finish() override
    {
        Verdict v;
        v.standard = "absolute";
        v.worst = max_;
        v.pass = nonFinite_.mismatches() == 0 && max_ <= atol_;
        v.detail = Format("max |error| %.3g (limit %.3g)", max_, atol_);
        v.detail += nonFinite_.Explain(v.pass ? std::string() : worstAt_);
        return v;
    }

private:
    aclDataType dtype_;
    double atol_;
    NonFiniteCheck nonFinite_;
    double max_ = 0.0;
    std::string worstAt_;
};

}  // namespace

double SingleBenchmarkThreshold(aclDataType dtype)
{
    switch (dtype) {
        case ACL_FLOAT16: return std::ldexp(1.0, -10);
        case ACL_BF16: return std::ldexp(1.0, -7);
        default: return std::ldexp(1.0, -13);
    }
}

double DoubleBenchmarkErrorThreshold(aclDataType dtype)
{
    switch (dtype) {
        case ACL_FLOAT16: return std::ldexp(1.0, -11);
        case ACL_BF16: return std::ldexp(1.0, -8);
        default: return std::ldexp(1.0, -14);
    }
}

double DoubleBenchmarkSmallThreshold(aclDataType dtype)
{
    return dtype == ACL_FLOAT16 || dtype == ACL_BF16 ? std::ldexp(1.0, -16) : std::ldexp(1.0, -30);
}

std::unique_ptr<Judge> MakeJudge(const Standard &standard, aclDataType outDtype, std::string *error)
{
    const std::string &name = standard.name;
    static const char *const kKnown[] = {"bitwise",         "equal",   "md5",      "binary_standard_v2",
                                         "single_bm",       "default", "absolute", "cv_fused_double_benchmark",
                                         "double_benchmark"};
    if (std::find(std::begin(kKnown), std::end(kKnown), name) == std::end(kKnown)) {
        *error = "unknown accuracy standard \"" + name + "\"";  // for integer outputs too: a typo must not pass
        return nullptr;
    }
    if (!IsFloating(outDtype)) {
        return std::make_unique<EqualJudge>(outDtype, "equal");
    }
    if (name == "bitwise" || name == "equal" || name == "md5" || name == "binary_standard_v2") {
        return std::make_unique<EqualJudge>(outDtype, name);
    }
    if (name == "single_bm" || name == "default") {
        return std::make_unique<SingleBenchmarkJudge>(outDtype, standard.params);
    }
    if (name == "cv_fused_double_benchmark" || name == "double_benchmark") {
        return std::make_unique<DoubleBenchmarkJudge>(outDtype, standard.params);
    }
    if (name == "absolute") {
        return std::make_unique<AbsoluteJudge>(outDtype, standard.params);
    }
    *error = "unknown accuracy standard \"" + name + "\"";
    return nullptr;
}

}  // namespace accuracy
