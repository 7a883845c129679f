/**
 * @module Our Services (docs/rules/public-site.md, Services): one card per
 * visible service with its icon, features and price text, and an Order Now
 * button that takes the visitor to the order form with that service chosen
 * (lib/chosen-service.ts); 1, 2 or 3 columns by count.
 */
import { buttonClassName } from "@stringing/ui/button-class-name";
import { PlainButton } from "@stringing/ui/components/plain-button";
import { Spinner } from "@stringing/ui/components/spinner";
import { CardGrid } from "../../../components/ui/card-grid.tsx";
import { CheckIcon } from "../../../components/ui/icons/check-icon.tsx";
import { PageSection } from "../../../components/ui/page-section.tsx";
import { chooseService } from "../../../lib/chosen-service.ts";
import { scrollToSection } from "../../../lib/scroll-to-section.ts";
import { useServices } from "../api/get-services.ts";
import { ServiceIcon } from "./service-icon.tsx";
import * as styles from "./services-section.css.ts";

const iconBackground = (value: string) => styles.iconBg[value as keyof typeof styles.iconBg] ?? styles.iconBg.primary;

export function ServicesSection() {
  const { data: services, isPending } = useServices();
  return (
    <PageSection id="services" title="Our Services" subtitle="Custom Stringing Solutions">
      {isPending || !services ? (
        <div className={styles.center}>
          <Spinner label="Loading services" />
        </div>
      ) : (
        <CardGrid count={services.length} label="Services">
          {services.map((service) => (
            <li key={service.key}>
              <article className={styles.card} aria-labelledby={`service-${service.key}`}>
                <span className={`${styles.iconBox} ${iconBackground(service.iconBg)}`}>
                  <ServiceIcon icon={service.icon} />
                </span>
                <h3 id={`service-${service.key}`} className={styles.name}>
                  {service.name}
                </h3>
                <p className={styles.description}>{service.description}</p>
                {service.features.length > 0 ? (
                  <ul className={styles.features}>
                    {service.features.map((feature, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a service's feature texts, shown in order with no state; two may read the same, so the text is no key.
                      <li key={index} className={styles.feature}>
                        <CheckIcon size={18} className={styles.check} />
                        <span>{feature}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {service.priceDisplay ? <p className={styles.price}>{service.priceDisplay}</p> : null}
                <PlainButton
                  className={buttonClassName()}
                  onPress={() => {
                    chooseService(service.name);
                    scrollToSection("order");
                  }}
                  aria-label={`Order Now: ${service.name}`}
                >
                  Order Now
                </PlainButton>
              </article>
            </li>
          ))}
        </CardGrid>
      )}
    </PageSection>
  );
}
