// Degrees of latitude and longitude to metres, for the OpenStreetMap and DIMACS readers: great-circle
// lengths (haversine) and a local flat projection (equirectangular about the extract's middle latitude,
// good to a fraction of a percent over a town). These use libm's sin, cos and asin, whose last bits may
// differ between platforms: an import is reproducible on one platform, and the presets are imported once,
// natively, into compact files (scripts/import-cities).
#pragma once

#include <cmath>

namespace frontier {

inline constexpr double kEarthRadiusMetres = 6371008.8;  // the mean radius (IUGG)
inline constexpr double kRadiansPerDegree = 3.14159265358979323846 / 180.0;

inline double haversineMetres(double lat1, double lon1, double lat2, double lon2) {
  const double dLat = (lat2 - lat1) * kRadiansPerDegree, dLon = (lon2 - lon1) * kRadiansPerDegree;
  const double s = std::sin(dLat / 2), t = std::sin(dLon / 2);
  const double a = s * s + std::cos(lat1 * kRadiansPerDegree) * std::cos(lat2 * kRadiansPerDegree) * t * t;
  return 2.0 * kEarthRadiusMetres * std::asin(std::sqrt(std::fmin(1.0, a)));
}

// x east and y north in metres from (originLat, originLon), scaled for latitude `middleLat`.
struct FlatProjection {
  double originLat, originLon, metresPerDegreeLon, metresPerDegreeLat;
  FlatProjection(double minLat, double minLon, double middleLat)
      : originLat(minLat),
        originLon(minLon),
        metresPerDegreeLon(kEarthRadiusMetres * kRadiansPerDegree * std::cos(middleLat * kRadiansPerDegree)),
        metresPerDegreeLat(kEarthRadiusMetres * kRadiansPerDegree) {}
  double x(double lon) const { return (lon - originLon) * metresPerDegreeLon; }
  double y(double lat) const { return (lat - originLat) * metresPerDegreeLat; }
};

}  // namespace frontier
